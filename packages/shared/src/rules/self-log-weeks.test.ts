import { describe, expect, it } from 'vitest';
import { weekStart } from './self-log-week.ts';
import { weeklyFigures } from './self-log-weeks.ts';

describe('weekStart', () => {
  it('gives the Monday of the week, Sunday included in the week before', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-22')).toBe('2026-11-16');
  });
});

describe('weeklyFigures', () => {
  it('gives the last weight, total minutes and units, and cigarettes a day on average, by week', () => {
    expect(
      weeklyFigures([
        { measure: 'weight', day: '2026-11-25', value: 81 },
        { measure: 'weight', day: '2026-11-23', value: 82 },
        { measure: 'activity', day: '2026-11-24', value: 30 },
        { measure: 'activity', day: '2026-11-26', value: 45 },
        { measure: 'smoking', day: '2026-11-24', value: 10 },
        { measure: 'smoking', day: '2026-11-25', value: 5 },
        { measure: 'alcohol', day: '2026-11-18', value: 4.5 },
      ]),
    ).toEqual([
      { week: '2026-11-16', entries: 1, weight: null, activity: null, alcohol: 4.5, smoking: null },
      { week: '2026-11-23', entries: 6, weight: 81, activity: 75, alcohol: null, smoking: 7.5 },
    ]);
  });

  it('gives no weeks without entries', () => {
    expect(weeklyFigures([])).toEqual([]);
  });
});
