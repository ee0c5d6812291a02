import { isRealDate, isWeekend } from './dates.ts';
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
