import { addDays, weekday } from './dates.ts';

// England and Wales bank holidays by rule (the Banking and Financial Dealings Act 1971 and the
// yearly proclamations), so the pages that book sessions do not load a holiday library for every
// country. bank-holidays.test.ts checks the rule against date-holidays' GB-ENG list, 2000 to 2060.

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Easter Sunday of a year (the anonymous Gregorian computus: Meeus, Jones and Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDay(year, month, day);
}

/** The first Monday of a month. */
function firstMonday(year: number, month: number): string {
  const first = isoDay(year, month, 1);
  return addDays(first, (8 - weekday(first)) % 7);
}

/** The last Monday of a month. */
function lastMonday(year: number, month: number): string {
  const last = addDays(isoDay(month === 12 ? year + 1 : year, (month % 12) + 1, 1), -1);
  return addDays(last, -((weekday(last) + 6) % 7));
}

/** The day itself, or the next weekday not already taken when it falls at a weekend (a substitute day). */
function observed(day: string, taken: readonly string[]): string {
  let result = day;
  while (weekday(result) === 0 || weekday(result) === 6 || taken.includes(result))
    result = addDays(result, 1);
  return result;
}

/**
 * Bank holidays moved or added by proclamation: the May and spring holidays moved for the 2002,
 * 2012 and 2022 jubilees and VE Day's 75th anniversary (2020), and the one-off days.
 */
const MOVED: Readonly<Record<string, string>> = {
  '2002-05-27': '2002-06-04',
  '2012-05-28': '2012-06-04',
  '2020-05-04': '2020-05-08',
  '2022-05-30': '2022-06-02',
};
const ONE_OFF: readonly string[] = [
  '2002-06-03', // Golden Jubilee
  '2011-04-29', // the wedding of Prince William and Catherine Middleton
  '2012-06-05', // Diamond Jubilee
  '2022-06-03', // Platinum Jubilee
  '2022-09-19', // the state funeral of Queen Elizabeth II
  '2023-05-08', // the coronation of King Charles III
];

/** The England and Wales bank holidays of a year, YYYY-MM-DD, in date order. */
export function englandBankHolidays(year: number): string[] {
  const easter = easterSunday(year);
  const christmas = observed(isoDay(year, 12, 25), []);
  const byRule = [
    observed(isoDay(year, 1, 1), []),
    addDays(easter, -2),
    addDays(easter, 1),
    firstMonday(year, 5),
    lastMonday(year, 5),
    lastMonday(year, 8),
    christmas,
    observed(isoDay(year, 12, 26), [christmas]),
  ].map((day) => MOVED[day] ?? day);
  const extra = ONE_OFF.filter((day) => day.startsWith(`${year}-`));
  return [...byRule, ...extra].sort();
}
