import { addDays, formatUkDate } from './dates.ts';

/** A period the outcome report offers in one click, first and last day inclusive (YYYY-MM-DD). */
export type ReportPeriod = { label: string; from: string; to: string };

const iso = (year: number, month: number, day = 1) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The first day of the month `months` after (or before) the month of `year`-`month`. */
function monthStart(year: number, month: number, months: number): string {
  const index = year * 12 + (month - 1) + months;
  return iso(Math.floor(index / 12), (index % 12) + 1);
}

/**
 * The periods commissioners report on, as of `today`: the last whole month, the last whole quarter of
 * the financial year (April to June, July to September, October to December, January to March), the
 * financial year so far (from 1 April), and the last whole financial year.
 */
export function reportPeriods(today: string): ReportPeriod[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const thisMonth = iso(year, month);
  const lastMonth = monthStart(year, month, -1);
  // Quarters start in April, July, October and January: months since the last of those.
  const intoQuarter = (month - 1) % 3;
  const thisQuarter = monthStart(year, month, -intoQuarter);
  const lastQuarter = monthStart(year, month, -intoQuarter - 3);
  const yearStart = iso(month >= 4 ? year : year - 1, 4);
  const lastYearStart = iso(Number(yearStart.slice(0, 4)) - 1, 4);
  const upTo = (next: string) => addDays(next, -1);
  const named = (label: string, from: string, to: string) => ({
    label: `${label}: ${formatUkDate(from)} to ${formatUkDate(to)}`,
    from,
    to,
  });
  return [
    named('Last month', lastMonth, upTo(thisMonth)),
    named('Last quarter', lastQuarter, upTo(thisQuarter)),
    named('This financial year so far', yearStart, today),
    named('Last financial year', lastYearStart, upTo(yearStart)),
  ];
}
