import { describe, expect, it } from 'vitest';
import {
  activityBand,
  activityBarPercent,
  caloriesBurnedPerDay,
  dailyActivityHours,
  toMinutes,
  WEEKLY_ACTIVITY_TARGET_MINUTES,
} from './activity.ts';

describe('activityBand (under 30 inactive, 30-149 fairly active, 150+ active)', () => {
  it.each([
    [0, 'inactive'],
    [29, 'inactive'],
    [30, 'fairly-active'],
    [149, 'fairly-active'],
    [150, 'active'],
    [600, 'active'],
  ])('%s minutes a week is %s', (minutes, band) => {
    expect(activityBand(minutes)).toBe(band);
  });
});

describe('activity numbers', () => {
  it('targets 150 minutes a week', () => {
    expect(WEEKLY_ACTIVITY_TARGET_MINUTES).toBe(150);
    expect(activityBarPercent(75)).toBe(50);
    expect(activityBarPercent(300)).toBe(100);
  });

  it('adds hours and minutes', () => {
    expect(toMinutes(2, 30)).toBe(150);
  });

  it('turns weekly minutes into hours a day (minutes / 7 / 60)', () => {
    expect(dailyActivityHours(420)).toBe(1);
    expect(dailyActivityHours(210)).toBe(0.5);
  });

  it('burns 370 calories an hour, 460 for males', () => {
    expect(caloriesBurnedPerDay(420, false)).toBe(370);
    expect(caloriesBurnedPerDay(420, true)).toBe(460);
    expect(caloriesBurnedPerDay(150, false)).toBe(132);
    expect(caloriesBurnedPerDay(150, true)).toBe(164);
    expect(caloriesBurnedPerDay(0, true)).toBe(0);
  });
});
