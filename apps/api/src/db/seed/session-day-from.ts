import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { isSessionDay } from '@coaching/shared/rules/session-days';

/** The nearest day sessions are held (a weekday, not a bank holiday) on or after a day offset from today. */
export function sessionDayFrom(offset: number): string {
  let day = addDays(todayIso(), offset);
  while (!isSessionDay(day)) day = addDays(day, offset < 0 ? -1 : 1);
  return day;
}
