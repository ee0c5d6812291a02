import { englandBankHolidays } from './bank-holidays.ts';
import { addDays, isWeekend } from './dates.ts';

const byYear = new Map<number, Set<string>>();

function bankHolidays(year: number): Set<string> {
  let days = byYear.get(year);
  if (!days) {
    days = new Set(englandBankHolidays(year));
    byYear.set(year, days);
  }
  return days;
}

/** An England and Wales bank holiday (YYYY-MM-DD); staff and client booking refuse them (session-days.ts). */
export function isBankHoliday(day: string): boolean {
  return bankHolidays(Number(day.slice(0, 4))).has(day);
}

/** Monday to Friday and not an English bank holiday. */
export function isWorkingDay(day: string): boolean {
  return !isWeekend(day) && !isBankHoliday(day);
}

/** The day itself if it is a working day, else the next one. */
export function workingDayOnOrAfter(day: string): string {
  let result = day;
  while (!isWorkingDay(result)) result = addDays(result, 1);
  return result;
}

/** The last working day before `day`. */
export function workingDayBefore(day: string): string {
  let result = addDays(day, -1);
  while (!isWorkingDay(result)) result = addDays(result, -1);
  return result;
}

/** The day `count` working days after `day`. */
export function addWorkingDays(day: string, count: number): string {
  let result = day;
  let left = count;
  while (left > 0) {
    result = addDays(result, 1);
    if (isWorkingDay(result)) left -= 1;
  }
  return result;
}
