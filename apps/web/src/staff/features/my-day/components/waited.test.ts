import { describe, expect, it } from 'vitest';
import { daysSince, waited } from './waited.ts';

describe('waited', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it('says how long in hours under a day and in days after', () => {
    expect(waited('2026-11-23T11:30:00Z', now)).toBe('under an hour');
    expect(waited('2026-11-23T11:00:00Z', now)).toBe('1 hour');
    expect(waited('2026-11-23T02:00:00Z', now)).toBe('10 hours');
    expect(waited('2026-11-20T12:00:00Z', now)).toBe('3 days');
    expect(waited('2026-11-24T12:00:00Z', now)).toBe('under an hour');
  });
  it('counts a due date in whole days to today', () => {
    expect(waited('2026-11-20', Date.parse('2026-11-23T09:00:00Z'))).toBe('3 days');
    expect(waited('2026-11-23', now)).toBe('0 days');
  });
  it('counts whole days between dates', () => {
    expect(daysSince('2026-11-20', '2026-11-23')).toBe(3);
  });
});
