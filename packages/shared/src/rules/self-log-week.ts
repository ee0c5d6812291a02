// Self-logging's figures by week (issue 31): weeks run Monday to Sunday on London days (YYYY-MM-DD,
// todayIso), as the reminders and the streak count them.
import { addDays, compareIsoDates, weekday } from './dates.ts';
import type { SelfLogMeasure } from './self-log.ts';
import { roundTo1 } from './units.ts';

const DAY_MS = 86_400_000;

/** Whole days from `day` to `today` (negative when `day` is later). */
export function daysAgo(day: string, today: string): number {
  return Math.round((Date.parse(today) - Date.parse(day)) / DAY_MS);
}

/** The Monday of the week a day is in. */
export function weekStart(day: string): string {
  return addDays(day, -((weekday(day) + 6) % 7));
}

/**
 * Weeks in a row with at least one entry, counted back from this week; a week not yet logged does not
 * break the streak until it is over, so on Monday last week's streak still stands.
 */
export function weekStreak(days: readonly string[], today: string): number {
  const weeks = new Set(days.map(weekStart));
  let week = weekStart(today);
  if (!weeks.has(week)) week = addDays(week, -7);
  let streak = 0;
  while (weeks.has(week)) {
    streak += 1;
    week = addDays(week, -7);
  }
  return streak;
}

export type DayValue = { day: string; value: number };
export type WeekFigure = { week: string; total: number; days: number; perDay: number };

/** Each week's total and average a day over the days logged, oldest week first. */
export function weeklyFigures(entries: readonly DayValue[]): WeekFigure[] {
  const byWeek = new Map<string, { total: number; days: number }>();
  for (const { day, value } of entries) {
    const week = byWeek.get(weekStart(day)) ?? { total: 0, days: 0 };
    byWeek.set(weekStart(day), { total: week.total + value, days: week.days + 1 });
  }
  return [...byWeek.entries()]
    .sort(([a], [b]) => compareIsoDates(a, b))
    .map(([week, { total, days }]) => ({
      week,
      total: roundTo1(total),
      days,
      perDay: roundTo1(total / days),
    }));
}

const WORDS: Record<SelfLogMeasure, (amount: number, up: boolean) => string> = {
  weight: (n, up) => `${n} kg ${up ? 'more' : 'less'}`,
  activity: (n, up) => `${n} active minutes a week ${up ? 'more' : 'fewer'}`,
  alcohol: (n, up) => `${n} units a week ${up ? 'more' : 'fewer'}`,
  smoking: (n, up) => `${n} ${up ? 'more' : 'fewer'} a day`,
};

/** "2.4 kg less than at your first check", or "The same as at your first check". */
export function changeSinceFirstCheck(measure: SelfLogMeasure, first: number, now: number): string {
  const change = roundTo1(now - first);
  if (change === 0) return 'The same as at your first check';
  return `${WORDS[measure](Math.abs(change), change > 0)} than at your first check`;
}
