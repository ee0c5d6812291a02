import { describe, expect, it } from 'vitest';
import { OPENING_HOURS } from '../constants.ts';
import { phoneLinesOpenAt } from './phone-lines.ts';

describe('phone line hours', () => {
  it('says the hours in words from the one setting', () => {
    expect(OPENING_HOURS).toBe('Monday to Friday 9am to 6:30pm');
  });

  it('is open on a weekday from 9:00 to before 18:30 London time, in winter and in summer', () => {
    expect(phoneLinesOpenAt(new Date('2026-11-27T09:00:00Z'))).toBe(true);
    expect(phoneLinesOpenAt(new Date('2026-11-27T08:59:00Z'))).toBe(false);
    expect(phoneLinesOpenAt(new Date('2026-11-27T18:29:00Z'))).toBe(true);
    expect(phoneLinesOpenAt(new Date('2026-11-27T18:30:00Z'))).toBe(false);
    // 08:30 UTC is 09:30 in British Summer Time.
    expect(phoneLinesOpenAt(new Date('2026-06-01T08:30:00Z'))).toBe(true);
    expect(phoneLinesOpenAt(new Date('2026-06-01T17:30:00Z'))).toBe(false);
  });

  it('is closed at the weekend', () => {
    expect(phoneLinesOpenAt(new Date('2026-11-28T12:00:00Z'))).toBe(false);
    expect(phoneLinesOpenAt(new Date('2026-11-29T12:00:00Z'))).toBe(false);
  });
});
