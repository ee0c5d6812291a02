// One phrase per fact, with correct plurals, wherever a number is put into words.

/** "1 year", "2 years", "0 cheeseburgers". */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

function twoUnits(big: number, bigUnit: string, small: number, smallUnit: string, none: string): string {
  const parts = [big ? plural(big, bigUnit) : '', small ? plural(small, smallUnit) : ''];
  return parts.filter(Boolean).join(' and ') || none;
}

/** "1 hour", "1 hour and 30 minutes", "45 minutes", "no time". */
export const hoursAndMinutes = (hours: number, minutes: number) =>
  twoUnits(hours, 'hour', minutes, 'minute', 'no time');

/** The same from a number of minutes. */
export const duration = (totalMinutes: number) =>
  hoursAndMinutes(Math.floor(totalMinutes / 60), totalMinutes % 60);

/** "1 year and 6 months", "3 months", "less than a month". */
export const yearsAndMonths = (years: number, months: number) =>
  twoUnits(years, 'year', months, 'month', 'less than a month');
