import { describe, expect, it } from 'vitest';
import { changeSinceFirstCheck, daysAgo, weeklyFigures, weekStart, weekStreak } from './self-log-week.ts';

describe('self-log weeks', () => {
  it('starts weeks on Monday and counts days back', () => {
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(daysAgo('2026-11-20', '2026-11-27')).toBe(7);
    expect(daysAgo('2026-03-28', '2026-03-30')).toBe(2); // across the clocks going forward
    expect(daysAgo('2026-11-28', '2026-11-27')).toBe(-1);
  });

  it('counts a streak of weeks, keeping last week’s while this week is not logged yet', () => {
    const days = ['2026-11-02', '2026-11-12', '2026-11-16', '2026-11-20'];
    expect(weekStreak(days, '2026-11-24')).toBe(3);
    expect(weekStreak([...days, '2026-11-24'], '2026-11-27')).toBe(4);
    expect(weekStreak(days, '2026-12-01')).toBe(0);
    expect(weekStreak([], '2026-11-24')).toBe(0);
    expect(weekStreak(['2026-10-26', '2026-11-09'], '2026-11-10')).toBe(1);
  });

  it('gives each week’s total and average over the days logged', () => {
    expect(
      weeklyFigures([
        { day: '2026-11-17', value: 30 },
        { day: '2026-11-09', value: 10 },
        { day: '2026-11-18', value: 45 },
        { day: '2026-11-22', value: 20 },
      ]),
    ).toEqual([
      { week: '2026-11-09', total: 10, days: 1, perDay: 10 },
      { week: '2026-11-16', total: 95, days: 3, perDay: 31.7 },
    ]);
  });

  it('says the change since the first check in words', () => {
    expect(changeSinceFirstCheck('weight', 84, 81.6)).toBe('2.4 kg less than at your first check');
    expect(changeSinceFirstCheck('activity', 90, 150)).toBe(
      '60 active minutes a week more than at your first check',
    );
    expect(changeSinceFirstCheck('alcohol', 20, 12.5)).toBe(
      '7.5 units a week fewer than at your first check',
    );
    expect(changeSinceFirstCheck('smoking', 10, 4)).toBe('6 fewer a day than at your first check');
    expect(changeSinceFirstCheck('weight', 80, 80.02)).toBe('The same as at your first check');
  });
});
