import { describe, expect, it } from 'vitest';
import { addDays, isWeekend } from './dates.ts';
import {
  canCancel,
  canReschedule,
  formatRescheduleDate,
  OUTSIDE_WINDOW,
  parseRescheduleDate,
  rescheduleDays,
  rescheduleRefusal,
  rescheduleWindow,
} from './reschedule-window.ts';

// A Monday, so the weekends in each window are easy to name.
const TODAY = '2026-11-23';

describe('reschedule window', () => {
  it('runs from tomorrow to 28 days after today when the session is due today', () => {
    expect(rescheduleWindow(TODAY, TODAY)).toEqual({ from: '2026-11-24', to: '2026-12-21' });
  });

  it('runs from tomorrow to 28 days after its original date when the due date has passed', () => {
    expect(rescheduleWindow('2026-11-02', TODAY)).toEqual({ from: '2026-11-24', to: '2026-11-30' });
  });

  it('never reaches past 28 days after the original date, however often the session moved', () => {
    expect(rescheduleWindow('2026-12-14', TODAY, '2026-12-01')).toEqual({
      from: '2026-11-30',
      to: '2026-12-29',
    });
    expect(rescheduleWindow('2026-12-29', TODAY, '2026-12-01')).toEqual({
      from: '2026-12-15',
      to: '2026-12-29',
    });
  });

  it('is empty once 28 days after the original date has passed', () => {
    const { from, to } = rescheduleWindow('2026-11-20', TODAY, '2026-10-01');
    expect(from > to).toBe(true);
    expect(rescheduleDays('2026-11-20', TODAY, '2026-10-01')).toEqual([]);
  });

  it('starts tomorrow, not 14 days before, for a session due in 3 days, and ends 21 days after it', () => {
    expect(rescheduleWindow('2026-11-26', TODAY)).toEqual({ from: '2026-11-24', to: '2026-12-17' });
  });

  it('starts 14 days before and ends 21 days after a session due in 30 days', () => {
    expect(rescheduleWindow('2026-12-23', TODAY)).toEqual({ from: '2026-12-09', to: '2027-01-13' });
  });

  it('starts tomorrow exactly when the due date is 15 days away', () => {
    expect(rescheduleWindow(addDays(TODAY, 15), TODAY).from).toBe('2026-11-24');
    expect(rescheduleWindow(addDays(TODAY, 16), TODAY).from).toBe('2026-11-25');
  });

  it('treats a session due tomorrow as in the future: tomorrow to 21 days after it', () => {
    expect(rescheduleWindow('2026-11-24', TODAY)).toEqual({ from: '2026-11-24', to: '2026-12-15' });
  });
});

describe('reschedule days', () => {
  it('lists every weekday of the window and no weekend day', () => {
    const days = rescheduleDays('2026-11-26', TODAY);
    expect(days[0]).toBe('2026-11-24');
    expect(days.at(-1)).toBe('2026-12-17');
    expect(days.some(isWeekend)).toBe(false);
    expect(days).not.toContain('2026-11-28');
    expect(days).not.toContain('2026-11-29');
    expect(days).toContain('2026-11-30');
    // 24 Nov to 17 Dec is 24 days, of which 6 are weekend days.
    expect(days).toHaveLength(18);
  });

  it('accepts the first and last day of the window and refuses the days either side', () => {
    expect(rescheduleRefusal('2026-12-09', '2026-12-23', TODAY)).toBeNull();
    expect(rescheduleRefusal('2026-12-08', '2026-12-23', TODAY)).not.toBeNull();
    expect(rescheduleRefusal('2027-01-13', '2026-12-23', TODAY)).toBeNull();
    expect(rescheduleRefusal('2027-01-14', '2026-12-23', TODAY)).not.toBeNull();
  });

  it('refuses today, weekends and dates that do not exist', () => {
    expect(rescheduleRefusal(TODAY, TODAY, TODAY)).not.toBeNull();
    expect(rescheduleRefusal('2026-11-28', '2026-11-26', TODAY)).not.toBeNull();
    expect(rescheduleRefusal('2026-11-31', '2026-11-26', TODAY)).not.toBeNull();
  });
});

describe('days no session is held on', () => {
  it('never offers Christmas Day, Boxing Day (moved to Monday 28th) or New Year’s Day', () => {
    const days = rescheduleDays('2026-12-23', TODAY);
    expect(days).toContain('2026-12-24');
    for (const holiday of ['2026-12-25', '2026-12-28', '2027-01-01']) expect(days).not.toContain(holiday);
  });

  it('refuses a bank holiday with the reason, and a day past the cap with the original date', () => {
    expect(rescheduleRefusal('2026-12-25', '2026-12-23', TODAY)).toMatch(/bank holidays/);
    expect(rescheduleRefusal('2027-01-06', '2026-12-29', TODAY, '2026-12-01')).toBe(
      'A session can move to at most 28 days after its original date, 01/12/2026. Choose one of the dates offered.',
    );
    expect(rescheduleRefusal('2026-12-08', '2026-12-23', TODAY)).toBe(OUTSIDE_WINDOW);
  });
});

describe('which sessions can move', () => {
  it('lets upcoming coaching sessions and check-ins move, but not month check-ins', () => {
    expect(canReschedule({ type: 'coaching', status: 'due' })).toBe(true);
    expect(canReschedule({ type: 'check-in', status: 'due' })).toBe(true);
    expect(canReschedule({ type: 'month check-in', status: 'due' })).toBe(false);
  });

  it('lets only upcoming sessions move or be cancelled', () => {
    expect(canReschedule({ type: 'coaching', status: 'complete' })).toBe(false);
    expect(canCancel({ status: 'due' })).toBe(true);
    expect(canCancel({ status: 'cancelled' })).toBe(false);
    expect(canCancel({ status: 'missed' })).toBe(false);
  });
});

describe('reschedule date string', () => {
  it('writes day-month-year and the time label', () => {
    expect(formatRescheduleDate('2026-11-24', 'morning')).toBe('24-11-2026 Morning');
    expect(formatRescheduleDate('2026-01-05', 'lunch')).toBe('05-01-2026 Lunch time');
    expect(formatRescheduleDate('2026-01-05', 'evening')).toBe('05-01-2026 Early evening');
  });

  it('reads back exactly what it writes', () => {
    expect(parseRescheduleDate('24-11-2026 Morning')).toEqual({ day: '2026-11-24', time: 'morning' });
    expect(parseRescheduleDate('05-01-2026 Lunch time')).toEqual({ day: '2026-01-05', time: 'lunch' });
  });

  it.each([
    '2026-11-24 Morning',
    '24/11/2026 Morning',
    '24-11-2026',
    '24-11-2026 morning',
    '24-11-2026  Morning',
    '24-11-2026 Lunch',
    '31-11-2026 Morning',
    '4-11-2026 Morning',
    ' 24-11-2026 Morning',
  ])('refuses %j', (value) => {
    expect(parseRescheduleDate(value)).toBeNull();
  });
});
