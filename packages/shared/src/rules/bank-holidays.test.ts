import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { easterSunday, englandBankHolidays } from './bank-holidays.ts';
import { isWeekend } from './dates.ts';

// date-holidays is the maintained list (a devDependency only, to prove the rule): its GB-ENG public
// holidays, observances such as Mother's Day left out, substitute days included.
const england = new Holidays('GB', 'ENG');
const maintained = (year: number) =>
  england
    .getHolidays(year)
    .filter((h) => h.type === 'public')
    .map((h) => h.date.slice(0, 10));

/**
 * Where date-holidays differs from the proclamations, deliberately: it keeps 2002's and 2012's spring
 * holiday on the last Monday of May (both moved to early June beside the jubilee day: 4 June 2002,
 * with the Golden Jubilee on the 3rd; 4 June 2012, with the Diamond Jubilee on the 5th, as GOV.UK's
 * bank-holidays.json lists), and lacks the royal wedding of 29 April 2011.
 */
const PROCLAIMED: Readonly<Record<number, { add: string[]; remove: string[] }>> = {
  2002: { add: ['2002-06-03', '2002-06-04'], remove: ['2002-05-27'] },
  2011: { add: ['2011-04-29'], remove: [] },
  2012: { add: ['2012-06-04'], remove: ['2012-05-28'] },
};

/**
 * The weekdays off: date-holidays also lists a Christmas or New Year's Day that falls at a weekend
 * beside its substitute Monday or Tuesday; the rule gives the substitute only, and no session or
 * working day falls at a weekend either way.
 */
const weekdaysOff = (days: readonly string[]) => [...new Set(days)].filter((d) => !isWeekend(d)).sort();

describe('England and Wales bank holidays', () => {
  it('agree with date-holidays’ GB-ENG public holidays on every weekday from 2000 to 2060', () => {
    for (let year = 2000; year <= 2060; year++) {
      const { add = [], remove = [] } = PROCLAIMED[year] ?? {};
      const expected = [...maintained(year).filter((d) => !remove.includes(d)), ...add];
      expect(englandBankHolidays(year), String(year)).toEqual(weekdaysOff(expected));
    }
  });

  it('find Easter by the computus', () => {
    expect(easterSunday(2000)).toBe('2000-04-23');
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('give Christmas and Boxing Day at a weekend their substitute days', () => {
    expect(englandBankHolidays(2021).slice(-2)).toEqual(['2021-12-27', '2021-12-28']);
    expect(englandBankHolidays(2022).slice(-2)).toEqual(['2022-12-26', '2022-12-27']);
    expect(englandBankHolidays(2026).slice(-2)).toEqual(['2026-12-25', '2026-12-28']);
  });

  it('follow the proclamations that moved or added days', () => {
    expect(englandBankHolidays(2020)).toContain('2020-05-08');
    expect(englandBankHolidays(2020)).not.toContain('2020-05-04');
    expect(englandBankHolidays(2022)).toEqual(
      expect.arrayContaining(['2022-06-02', '2022-06-03', '2022-09-19']),
    );
    expect(englandBankHolidays(2023)).toContain('2023-05-08');
  });
});
