import { addDays, isWeekend, todayIso } from '@coaching/shared/rules/dates';

/** The nearest weekday on or after a day offset from today. */
export function weekdayFrom(offset: number): string {
  let day = addDays(todayIso(), offset);
  while (isWeekend(day)) day = addDays(day, offset < 0 ? -1 : 1);
  return day;
}
