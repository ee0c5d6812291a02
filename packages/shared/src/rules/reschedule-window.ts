import {
  RESCHEDULE_DAYS_AFTER,
  RESCHEDULE_DAYS_BEFORE,
  RESCHEDULE_DAYS_WHEN_DUE,
  type SessionStatus,
  type SessionType,
  TIME_LABELS,
  TIMES,
  type TimeOfDay,
} from '../constants.ts';
import { addDays, isRealDate, isWeekend, todayIso } from './dates.ts';

export type DateWindow = { from: string; to: string };

/**
 * The days a session may move to (portal §5, §9): from the due date minus up to 14 days, never
 * before tomorrow, to the due date plus 21 days. A session due today or earlier may move from
 * tomorrow to 28 days after today.
 */
export function rescheduleWindow(dueDate: string, today: string = todayIso()): DateWindow {
  const tomorrow = addDays(today, 1);
  if (dueDate <= today) return { from: tomorrow, to: addDays(today, RESCHEDULE_DAYS_WHEN_DUE) };
  const to = addDays(dueDate, RESCHEDULE_DAYS_AFTER);
  const earliest = addDays(dueDate, -RESCHEDULE_DAYS_BEFORE);
  if (earliest < tomorrow) return { from: tomorrow, to };
  return { from: earliest, to };
}

/** Every weekday of the window, in order; sessions never fall on a weekend. */
export function rescheduleDays(dueDate: string, today: string = todayIso()): string[] {
  const { from, to } = rescheduleWindow(dueDate, today);
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (!isWeekend(day)) days.push(day);
  }
  return days;
}

export function isRescheduleDay(day: string, dueDate: string, today: string = todayIso()): boolean {
  if (!isRealDate(day) || isWeekend(day)) return false;
  const { from, to } = rescheduleWindow(dueDate, today);
  return day >= from && day <= to;
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
