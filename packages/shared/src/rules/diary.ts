import {
  DAYS,
  type Day,
  DEFAULT_BAND_CAPACITY,
  type SessionStatus,
  TIME_LABELS,
  TIME_RANGES,
  type TimeOfDay,
} from '../constants.ts';
import { addDays, formatUkDate, weekday } from './dates.ts';
import { londonInstant } from './london-time.ts';
import { BOOKING_MONTHS_AHEAD, type BookingDayBar, weeklyBandOf } from './session-days.ts';

/** Every label of a time band: its name and hours, from the one table in constants.ts. */
export const bandLabel = (time: TimeOfDay) => `${TIME_LABELS[time]} (${TIME_RANGES[time]})`;

/** The Monday of the week a date is in. */
export function mondayOf(date: string): string {
  const day = weekday(date);
  return addDays(date, day === 0 ? -6 : 1 - day);
}

/**
 * The week the diary opens at: the one today is in, or at the weekend (which holds no sessions) the
 * week ahead, which is the one a coach looking on a Saturday or Sunday is planning.
 */
export function diaryOpeningWeek(today: string): string {
  const day = weekday(today);
  return mondayOf(day === 6 || day === 0 ? addDays(today, 2) : today);
}

/** The five weekdays from a Monday. */
export const weekDates = (monday: string) => DAYS.map((_, i) => addDays(monday, i));

export type WeeklyBand = { day: Day; time: TimeOfDay; capacity: number };

/**
 * How many calls fit in a band on a date: what the coach set for that band of their week, else the
 * default (a band the coach no longer works keeps the sessions booked in it before the change, and a
 * cancelled one there can be made upcoming again; new bookings need the band: notWorkedRefusal).
 */
export function bandCapacity(pattern: WeeklyBand[], date: string, time: TimeOfDay): number {
  return weeklyBandOf(pattern, { day: date, time })?.capacity ?? DEFAULT_BAND_CAPACITY;
}

/** Whether one more session fits beside those already booked in the band. */
export const hasRoom = (capacity: number, booked: number) => booked < capacity;

/**
 * Why a day of the diary has nothing free, in a few words: the booking refusal's reason
 * (rules/session-days.ts), so the diary and the refusal agree.
 */
/** A day of the diary that takes no booking: for any coach (BookingDayBar), or this coach is away. */
export type DiaryDayBar = BookingDayBar | 'away';

export const DIARY_DAY_TEXT: Record<DiaryDayBar | 'notOffered' | 'full', string> = {
  away: 'Away',
  invalid: 'Not a real date',
  weekend: 'Weekend',
  bankHoliday: 'Bank holiday',
  past: 'In the past',
  tooFar: `More than ${BOOKING_MONTHS_AHEAD} months ahead`,
  notOffered: 'No times offered this day',
  full: 'All times are full',
};

/**
 * Places the diary offers in a band: none on a day that cannot be booked (`bar`) or in a band the
 * coach set to "Not offered" (not in their weekly pattern), else what is left of its capacity.
 */
export const diaryFree = (bar: DiaryDayBar | null, inPattern: boolean, capacity: number, booked: number) =>
  bar || !inPattern ? 0 : Math.max(0, capacity - booked);

/** Why nothing in a day of the diary is free, or null when a band has room. */
export function diaryDayClosed(
  bar: DiaryDayBar | null,
  bands: { in_pattern: boolean; free: number }[],
): string | null {
  if (bar) return DIARY_DAY_TEXT[bar];
  if (!bands.some((b) => b.in_pattern)) return DIARY_DAY_TEXT.notOffered;
  return bands.some((b) => b.free > 0) ? null : DIARY_DAY_TEXT.full;
}

/** Issue 29: refused with the band's start time, so a session later today cannot be marked held at 8am. */
export const STATUS_TEXT = {
  notYet: (startsAt: string, day: string) =>
    `This session has not started yet: its band starts at ${startsAt} on ${formatUkDate(day)}. Mark it held or missed once it has started.`,
} as const;

/**
 * A session can be recorded as held or missed only once its band has started (London time);
 * cancelling and reopening are checked elsewhere (a reopened session needs room in its band). Null
 * when allowed.
 */
export function statusChangeRefusal(
  session: { day: string; time: TimeOfDay },
  next: SessionStatus,
  now: Date,
): string | null {
  if (next !== 'complete' && next !== 'missed') return null;
  const startsAt = TIME_RANGES[session.time].slice(0, 5);
  return now < londonInstant(session.day, startsAt) ? STATUS_TEXT.notYet(startsAt, session.day) : null;
}

/** The sessions that follow a client to a new coach or back to the pool: upcoming ones from today. */
export const followsClient = (session: { status: SessionStatus; day: string }, today: string) =>
  session.status === 'due' && session.day >= today;
