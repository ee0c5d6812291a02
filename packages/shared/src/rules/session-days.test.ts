import { describe, expect, it } from 'vitest';
import {
  isSessionDay,
  NO_SESSIONS_AT_WEEKENDS,
  NO_SESSIONS_ON_BANK_HOLIDAYS,
  sessionDayRefusal,
} from './session-days.ts';
import { isBankHoliday } from './working-days.ts';

describe('days a session can be held on', () => {
  it('holds sessions on ordinary weekdays', () => {
    expect(sessionDayRefusal('2026-12-24')).toBeNull();
    expect(isSessionDay('2026-12-29')).toBe(true);
  });

  it('refuses England and Wales bank holidays, substitute days included, with the reason', () => {
    expect(isBankHoliday('2026-12-25')).toBe(true);
    expect(sessionDayRefusal('2026-12-25')).toBe(NO_SESSIONS_ON_BANK_HOLIDAYS);
    // Boxing Day 2026 is a Saturday; the bank holiday is Monday 28 December.
    expect(sessionDayRefusal('2026-12-28')).toBe(NO_SESSIONS_ON_BANK_HOLIDAYS);
    expect(sessionDayRefusal('2027-05-03')).toBe(NO_SESSIONS_ON_BANK_HOLIDAYS);
  });

  it('refuses weekends and dates that do not exist', () => {
    expect(sessionDayRefusal('2026-12-26')).toBe(NO_SESSIONS_AT_WEEKENDS);
    expect(sessionDayRefusal('2026-02-30')).toBe('Enter a real date');
  });
});
