import {
  DAY_LABELS,
  DAYS,
  type Day,
  type SessionStatus,
  TIME_LABELS,
  TIME_RANGES,
  type TimeOfDay,
} from '../constants.ts';
import { formatUkDate, isRealDate, isWeekend, weekday } from './dates.ts';
import { addMonths } from './follow-up-schedule.ts';
import { isBankHoliday } from './working-days.ts';

export const NO_SESSIONS_AT_WEEKENDS = 'Sessions are not held at weekends. Choose a weekday.';
export const NO_SESSIONS_ON_BANK_HOLIDAYS =
  'Sessions are not held on bank holidays in England and Wales. Choose another day.';

/**
 * Why no session can be held on a day, or null when one can: coaches work Monday to Friday and not on
 * England and Wales bank holidays (the list working-days.ts keeps). Client and staff bookings share it.
 */
export function sessionDayRefusal(day: string): string | null {
  if (!isRealDate(day)) return 'Enter a real date';
  if (isWeekend(day)) return NO_SESSIONS_AT_WEEKENDS;
  if (isBankHoliday(day)) return NO_SESSIONS_ON_BANK_HOLIDAYS;
  return null;
}

export const isSessionDay = (day: string): boolean => sessionDayRefusal(day) === null;

/** How far ahead a session can be booked or moved to, by staff or the client (issue 29). */
export const BOOKING_MONTHS_AHEAD = 6;

export const BOOKING_TEXT = {
  past: 'Sessions cannot be booked in the past. Choose today or a later date.',
  tooFar: (last: string) =>
    `Sessions can be booked up to ${BOOKING_MONTHS_AHEAD} months ahead, until ${formatUkDate(last)}. Choose an earlier date.`,
  twice: (day: string, time: TimeOfDay, who: 'client' | 'you') =>
    `${who === 'you' ? 'You already have' : 'This client already has'} a session on ${formatUkDate(day)}, ${TIME_LABELS[time].toLowerCase()}. Choose another time or day.`,
  notWorked: (day: Day, time: TimeOfDay, who: 'client' | 'you') =>
    `${who === 'you' ? 'Your coach does' : 'The coach does'} not hold sessions on ${DAY_LABELS[day]}s, ${TIME_LABELS[time].toLowerCase()} (${TIME_RANGES[time]}). Choose ${who === 'you' ? 'one of the times offered' : 'a time with room in their diary'}.`,
} as const;

/** The last day a session can be booked on from `today`. */
export const lastBookingDay = (today: string) => addMonths(today, BOOKING_MONTHS_AHEAD);

/** Why a day cannot take a booking, as a code: callers word it (the refusal below, the diary's day). */
export type BookingDayBar = 'invalid' | 'weekend' | 'bankHoliday' | 'past' | 'tooFar';

/** The reason a session cannot be booked or moved to a day, or null when it can. */
export function bookingDayBar(day: string, today: string): BookingDayBar | null {
  if (!isRealDate(day)) return 'invalid';
  if (isWeekend(day)) return 'weekend';
  if (isBankHoliday(day)) return 'bankHoliday';
  if (day < today) return 'past';
  return day > lastBookingDay(today) ? 'tooFar' : null;
}

/**
 * Why a session cannot be booked or moved to a day, or null when it can: a session day (above), not
 * in the past and at most BOOKING_MONTHS_AHEAD months ahead. Staff bookings and the client's
 * calendar share it.
 */
export function bookingDayRefusal(day: string, today: string): string | null {
  const bar = bookingDayBar(day, today);
  if (bar === 'past') return BOOKING_TEXT.past;
  if (bar === 'tooFar') return BOOKING_TEXT.tooFar(lastBookingDay(today));
  return bar ? sessionDayRefusal(day) : null;
}

type BookedSession = { id: number; due_date: string; time: TimeOfDay; status: SessionStatus };

/**
 * Why the client cannot have a session in this band, or null: they already have an upcoming one
 * there (other than `moving`, the session being moved). One session per client per band.
 */
export function sameBandRefusal(
  booked: BookedSession[],
  slot: { day: string; time: TimeOfDay },
  who: 'client' | 'you',
  moving?: number,
): string | null {
  const clash = booked.some(
    (s) => s.status === 'due' && s.id !== moving && s.due_date === slot.day && s.time === slot.time,
  );
  return clash ? BOOKING_TEXT.twice(slot.day, slot.time, who) : null;
}

/** The weekday of a date in the diary, or null at the weekend. */
export function diaryDay(date: string): Day | null {
  return DAYS[weekday(date) - 1] ?? null;
}

/** A band of a coach's weekly pattern (Availability in the console). */
type PatternBand = { day: Day; time: TimeOfDay };

/** The band of the coach's weekly pattern a session on this day and time would fall in, if they work it. */
export function weeklyBandOf<B extends PatternBand>(
  pattern: readonly B[],
  slot: { day: string; time: TimeOfDay },
): B | undefined {
  const day = diaryDay(slot.day);
  return pattern.find((b) => b.day === day && b.time === slot.time);
}

/**
 * Why a session cannot be booked or moved to this band, or null: the coach does not work it (it is
 * not in their weekly pattern, "Not offered" on Availability). Staff booking and moving and the
 * client's calendar share it; a day that cannot be booked at all is refused first (above).
 */
export function notWorkedRefusal(
  pattern: readonly PatternBand[],
  slot: { day: string; time: TimeOfDay },
  who: 'client' | 'you',
): string | null {
  if (weeklyBandOf(pattern, slot)) return null;
  const day = diaryDay(slot.day);
  return day ? BOOKING_TEXT.notWorked(day, slot.time, who) : sessionDayRefusal(slot.day);
}
