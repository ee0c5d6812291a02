// Names of days and months, written out rather than asked of Intl (see london-time.ts), and kept out of
// dates.ts so that the first pages, which need only today's date, do not carry them.
import { DAY_LABELS, DAYS } from '../constants.ts';
import { formatUkDate, weekday } from './dates.ts';

/** Day names in Date#getUTCDay order, 0 is Sunday: the working days' labels with the weekend around them. */
export const WEEKDAY_NAMES = ['Sunday', ...DAYS.map((day) => DAY_LABELS[day]), 'Saturday'];
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "Tuesday" for a YYYY-MM-DD day. */
export const weekdayName = (day: string): string => WEEKDAY_NAMES[weekday(day)] ?? '';

/** "December 2026" for a YYYY-MM-DD day. */
export const monthYear = (day: string): string =>
  `${MONTH_NAMES[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

/** GOV.UK style, "Tuesday 1 December 2026". */
export const longDate = (day: string): string =>
  `${weekdayName(day)} ${Number(day.slice(8, 10))} ${monthYear(day)}`;

/** "Tuesday 01/12/2026", as lists of days show them. */
export const dayWithWeekday = (day: string): string => `${weekdayName(day)} ${formatUkDate(day)}`;
