import { describe, expect, it } from 'vitest';
import { dueLogReminderWeek, isoWeekday } from './self-log-reminder.ts';

describe('the weekly reminder to record', () => {
  it('numbers weekdays from Monday', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });

  it('is due on the chosen weekday from the start of the band, in London time', () => {
    const wednesdayEvening = { weekday: 3, band: 'evening' as const };
    expect(dueLogReminderWeek(wednesdayEvening, new Date('2026-11-25T16:59:00Z'))).toBeNull();
    expect(dueLogReminderWeek(wednesdayEvening, new Date('2026-11-25T17:00:00Z'))).toBe('2026-11-23');
    expect(dueLogReminderWeek(wednesdayEvening, new Date('2026-11-26T17:00:00Z'))).toBeNull();
    // Summer time: 09:00 in London is 08:00 UTC.
    expect(dueLogReminderWeek({ weekday: 1, band: 'morning' }, new Date('2026-06-01T08:00:00Z'))).toBe(
      '2026-06-01',
    );
  });
});
