import { FOLLOW_UP_MONTHS } from '../constants.ts';
import { addDays } from './dates.ts';

/** A repeat check done up to two weeks before its date counts for it (the link goes out early). */
export const FOLLOW_UP_EARLY_DAYS = 14;

export type FollowUpStatus = 'done' | 'due' | 'upcoming' | 'missed';
export type FollowUpMilestone = { months: number; due_date: string; status: FollowUpStatus };

/** The same day `months` later; the 31st of a shorter month becomes its last day. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/**
 * The repeat health checks at 3, 6 and 12 months after the first (docs/product.md#repeat-checks).
 * A check is done when a follow-up was taken between its early start and the next check's early
 * start; only the latest check whose date has passed can be due, earlier undone ones are missed.
 */
export function followUpSchedule(
  firstCheck: string,
  followUpDates: readonly string[],
  today: string,
): FollowUpMilestone[] {
  const dates = FOLLOW_UP_MONTHS.map((months) => addMonths(firstCheck, months));
  const latestPassed = dates.filter((date) => date <= today).length - 1;
  return FOLLOW_UP_MONTHS.map((months, i) => {
    const due_date = dates[i] ?? firstCheck;
    const from = addDays(due_date, -FOLLOW_UP_EARLY_DAYS);
    const next = dates[i + 1];
    const until = next === undefined ? null : addDays(next, -FOLLOW_UP_EARLY_DAYS);
    const done = followUpDates.some((d) => d >= from && (until === null || d < until));
    const status: FollowUpStatus = done
      ? 'done'
      : due_date > today
        ? 'upcoming'
        : i === latestPassed
          ? 'due'
          : 'missed';
    return { months, due_date, status };
  });
}

/** The check a coach should send a link for now, if any. */
export function dueFollowUp(
  firstCheck: string,
  followUpDates: readonly string[],
  today: string,
): FollowUpMilestone | null {
  return followUpSchedule(firstCheck, followUpDates, today).find((m) => m.status === 'due') ?? null;
}
