import { addDays, isWeekend } from './dates.ts';

/**
 * The day `count` working days after `day` (Monday to Friday). Bank holidays are not counted as
 * working days by law, but the service has no holiday calendar yet, so they are treated as working.
 */
export function addWorkingDays(day: string, count: number): string {
  let result = day;
  let left = count;
  while (left > 0) {
    result = addDays(result, 1);
    if (!isWeekend(result)) left -= 1;
  }
  return result;
}
