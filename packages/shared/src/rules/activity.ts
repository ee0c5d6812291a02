// UK Chief Medical Officers' guidance and Sport England Active Lives bands (docs/product.md#activity).

export const WEEKLY_ACTIVITY_TARGET_MINUTES = 150;

/** Lowest weekly minutes of "fairly active" and "active". */
export const FAIRLY_ACTIVE_FROM = 30;
const ACTIVE_FROM = WEEKLY_ACTIVITY_TARGET_MINUTES;

/** Calories burned an hour of moderate activity (portal §9). */
export const CALORIES_PER_HOUR = 370;
export const CALORIES_PER_HOUR_MALE = 460;

/** Sitting beyond this many hours a day is common and worth breaking up. */
export const LONG_SITTING_HOURS = 7;

/** Answer limits: active hours a week (16 waking hours a day) and sitting hours a day. */
export const MAX_ACTIVE_HOURS_A_WEEK = 112;
export const MAX_SITTING_HOURS_A_DAY = 24;

export const ACTIVITY_BANDS = ['inactive', 'fairly-active', 'active'] as const;
export type ActivityBand = (typeof ACTIVITY_BANDS)[number];

export const ACTIVITY_BAND_LABELS: Record<ActivityBand, string> = {
  inactive: 'Inactive',
  'fairly-active': 'Fairly active',
  active: 'Active',
};

export const meetsActivityTarget = (weeklyMinutes: number) => weeklyMinutes >= WEEKLY_ACTIVITY_TARGET_MINUTES;

export const toMinutes = (hours: number, minutes: number) => hours * 60 + minutes;

export function activityBand(weeklyMinutes: number): ActivityBand {
  if (weeklyMinutes >= ACTIVE_FROM) return 'active';
  if (weeklyMinutes >= FAIRLY_ACTIVE_FROM) return 'fairly-active';
  return 'inactive';
}

/** Activity hours (portal §9) = weekly activity minutes / 7 / 60: hours on an average day. */
export const dailyActivityHours = (weeklyMinutes: number) => weeklyMinutes / 7 / 60;

/** Calories burned on an average day by the weekly activity. */
export function caloriesBurnedPerDay(weeklyMinutes: number, male: boolean): number {
  return Math.round(dailyActivityHours(weeklyMinutes) * (male ? CALORIES_PER_HOUR_MALE : CALORIES_PER_HOUR));
}

/** Per cent of the weekly target, capped at 100 for the bar. */
export const activityBarPercent = (weeklyMinutes: number) =>
  Math.min(100, (weeklyMinutes / WEEKLY_ACTIVITY_TARGET_MINUTES) * 100);
