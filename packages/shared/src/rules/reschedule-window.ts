import {
  RESCHEDULE_DAYS_AFTER,
  RESCHEDULE_DAYS_BEFORE,
  RESCHEDULE_DAYS_WHEN_DUE,
  RESCHEDULE_MAX_DAYS_PAST_ORIGINAL,
  type SessionStatus,
  type SessionType,
  TIME_LABELS,
  TIMES,
  type TimeOfDay,
} from '../constants.ts';
import { addDays, formatUkDate, isRealDate, todayIso } from './dates.ts';
import { bookingDayRefusal, isSessionDay } from './session-days.ts';

export type DateWindow = { from: string; to: string };

/**
 * The days a session may move to (portal §5, §9): from the due date minus up to 14 days, never
 * before tomorrow, to the due date plus 21 days. A session due today or earlier may move from
 * tomorrow to 28 days after today. Never beyond 28 days after the date the session first had
 * (`originalDate`), so moving it again and again cannot push it back forever; the window is then
 * empty (`from` after `to`) once that day has passed.
 */
export function rescheduleWindow(
  dueDate: string,
  today: string = todayIso(),
  originalDate: string = dueDate,
): DateWindow {
  const tomorrow = addDays(today, 1);
  const cap = addDays(originalDate, RESCHEDULE_MAX_DAYS_PAST_ORIGINAL);
  const latest = (day: string) => (day < cap ? day : cap);
  if (dueDate <= today) return { from: tomorrow, to: latest(addDays(today, RESCHEDULE_DAYS_WHEN_DUE)) };
  const to = latest(addDays(dueDate, RESCHEDULE_DAYS_AFTER));
  const earliest = addDays(dueDate, -RESCHEDULE_DAYS_BEFORE);
  if (earliest < tomorrow) return { from: tomorrow, to };
  return { from: earliest, to };
}

/** Every day of the window a session can be held on, in order: no weekends, no bank holidays. */
export function rescheduleDays(
  dueDate: string,
  today: string = todayIso(),
  originalDate: string = dueDate,
): string[] {
  const { from, to } = rescheduleWindow(dueDate, today, originalDate);
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (isSessionDay(day)) days.push(day);
  }
  return days;
}

export const OUTSIDE_WINDOW = 'Choose one of the dates offered';

/** Why a session cannot move to a day, or null when it can. */
export function rescheduleRefusal(
  day: string,
  dueDate: string,
  today: string = todayIso(),
  originalDate: string = dueDate,
): string | null {
  const refusal = bookingDayRefusal(day, today);
  if (refusal) return refusal;
  const { from, to } = rescheduleWindow(dueDate, today, originalDate);
  if (day > to && day > addDays(originalDate, RESCHEDULE_MAX_DAYS_PAST_ORIGINAL)) {
    return `A session can move to at most ${RESCHEDULE_MAX_DAYS_PAST_ORIGINAL} days after its original date, ${formatUkDate(originalDate)}. Choose one of the dates offered.`;
  }
  return day >= from && day <= to ? null : OUTSIDE_WINDOW;
}

/** Month check-ins keep their date; other upcoming sessions may move (portal §4). */
export function canReschedule(session: { type: SessionType; status: SessionStatus }): boolean {
  return session.status === 'due' && session.type !== 'month check-in';
}

export function canCancel(session: { status: SessionStatus }): boolean {
  return session.status === 'due';
}

/**
 * The reschedule call sends the new slot as day-month-year, a space, and the time label
 * (portal §7), e.g. "24-11-2026 Morning" or "24-11-2026 Lunch time".
 */
export function formatRescheduleDate(day: string, time: TimeOfDay): string {
  const [y, m, d] = day.split('-');
  return `${d}-${m}-${y} ${TIME_LABELS[time]}`;
}

const RESCHEDULE_DATE = /^(\d{2})-(\d{2})-(\d{4}) (.+)$/;

export function timeFromLabel(label: string): TimeOfDay | null {
  return TIMES.find((time) => TIME_LABELS[time] === label) ?? null;
}

/** The exact form formatRescheduleDate writes, or null: no other spellings are accepted. */
export function parseRescheduleDate(value: string): { day: string; time: TimeOfDay } | null {
  const match = RESCHEDULE_DATE.exec(value);
  if (!match) return null;
  const [, d, m, y, label] = match;
  const day = `${y}-${m}-${d}`;
  const time = timeFromLabel(label ?? '');
  return time && isRealDate(day) ? { day, time } : null;
}
