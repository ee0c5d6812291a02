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

/** Every label of a time band: its name and hours, from the one table in constants.ts. */
export const bandLabel = (time: TimeOfDay) => `${TIME_LABELS[time]} (${TIME_RANGES[time]})`;

/** The weekday of a date in the diary, or null at the weekend. */
export function diaryDay(date: string): Day | null {
  return DAYS[weekday(date) - 1] ?? null;
}

/** The Monday of the week a date is in. */
export function mondayOf(date: string): string {
  const day = weekday(date);
  return addDays(date, day === 0 ? -6 : 1 - day);
}

/** The five weekdays from a Monday. */
export const weekDates = (monday: string) => DAYS.map((_, i) => addDays(monday, i));

export type WeeklyBand = { day: Day; time: TimeOfDay; capacity: number };

/**
 * How many calls fit in a band on a date: what the coach set for that band of their week, else the
 * default (staff may book outside the weekly pattern the client calendar offers).
 */
export function bandCapacity(pattern: WeeklyBand[], date: string, time: TimeOfDay): number {
  const day = diaryDay(date);
  return pattern.find((b) => b.day === day && b.time === time)?.capacity ?? DEFAULT_BAND_CAPACITY;
}

/** Whether one more session fits beside those already booked in the band. */
export const hasRoom = (capacity: number, booked: number) => booked < capacity;

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
