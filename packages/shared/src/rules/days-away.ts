import { formatUkDate } from './dates.ts';
import { longDate } from './day-names.ts';
import { BOOKING_MONTHS_AHEAD, lastBookingDay } from './session-days.ts';

/** Why a coach is away, from a short list: never free text, so no health reasons are kept. */
export const DAYS_AWAY_REASONS = ['annual_leave', 'training', 'other'] as const;
export type DaysAwayReason = (typeof DAYS_AWAY_REASONS)[number];

export const DAYS_AWAY_REASON_LABELS: Record<DaysAwayReason, string> = {
  annual_leave: 'Annual leave',
  training: 'Training',
  other: 'Other',
};

/** How the diary names a day away: "Away: annual leave", or just "Away" for another reason. */
export const awayLabel = (reason: DaysAwayReason): string =>
  reason === 'other' ? 'Away' : `Away: ${DAYS_AWAY_REASON_LABELS[reason].toLowerCase()}`;

/** A coach's days away, first and last day inclusive (YYYY-MM-DD). */
export type DaysAway = { first_day: string; last_day: string; reason: DaysAwayReason };

export const DAYS_AWAY_TEXT = {
  past: 'The first day away must be today or later',
  tooFar: (last: string) =>
    `Days away can be recorded up to ${BOOKING_MONTHS_AHEAD} months ahead, until ${formatUkDate(last)}`,
  lastBeforeFirst: 'The last day away must be the same as or after the first day',
  overlap: (other: DaysAway) =>
    `These days overlap days away already recorded, ${formatUkDate(other.first_day)} to ${formatUkDate(other.last_day)}. Remove those first or choose other days`,
  away: (coach: string, day: string) => `${coach} is away on ${longDate(day)}. Choose another day.`,
} as const;

/** The days away a day falls in, if any. */
export function awayOn<A extends DaysAway>(daysAway: readonly A[], day: string): A | undefined {
  return daysAway.find((a) => a.first_day <= day && day <= a.last_day);
}

type RangeField = 'first_day' | 'last_day';

/**
 * Why a coach cannot record these days away, by field, or null: not in the past, within the booking
 * horizon (no session can be booked later anyway), last not before first, and not overlapping days
 * already recorded. Overlaps are refused rather than merged, so each entry keeps its own reason.
 */
export function daysAwayRefusal(
  range: { first_day: string; last_day: string },
  today: string,
  existing: readonly DaysAway[],
): { field: RangeField; message: string } | null {
  if (range.first_day < today) return { field: 'first_day', message: DAYS_AWAY_TEXT.past };
  if (range.last_day < range.first_day) return { field: 'last_day', message: DAYS_AWAY_TEXT.lastBeforeFirst };
  const last = lastBookingDay(today);
  if (range.last_day > last) return { field: 'last_day', message: DAYS_AWAY_TEXT.tooFar(last) };
  const clash = existing.find((a) => a.first_day <= range.last_day && range.first_day <= a.last_day);
  return clash ? { field: 'first_day', message: DAYS_AWAY_TEXT.overlap(clash) } : null;
}
