// The weekly reminder to record (issue 31): on the client's weekday, from the start of their band,
// once a week, and only in a week with nothing recorded yet.
import type { TimeOfDay } from '../constants.ts';
import { todayIso, weekday } from './dates.ts';
import { WEEKDAY_NAMES as SUNDAY_FIRST } from './day-names.ts';
import { sessionStartsAt } from './reminder-schedule.ts';
import { weekStart } from './self-log-week.ts';

/** 1 Monday to 7 Sunday, as the reminder's weekday is stored. */
export const isoWeekday = (day: string) => weekday(day) || 7;

/** Day names in the stored weekday's order, Monday first. */
export const WEEKDAY_NAMES = [...SUNDAY_FIRST.slice(1), 'Sunday'];

/** The week (its Monday) a reminder is due for now, or null: not the day, or the band not begun. */
export function dueLogReminderWeek(reminder: { weekday: number; band: TimeOfDay }, now: Date): string | null {
  const today = todayIso(now);
  if (isoWeekday(today) !== reminder.weekday) return null;
  return now >= sessionStartsAt(today, reminder.band) ? weekStart(today) : null;
}
