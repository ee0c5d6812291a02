import { londonDay } from './london-time.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date in the UK, where the service runs, as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return londonDay(now);
}

/**
 * Orders YYYY-MM-DD days (or any ISO dates) for sort(): as plain strings, not with localeCompare, whose
 * first call loads the browser's collation data (see london-time.ts).
 */
export const compareIsoDates = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function isRealDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whole years between a date of birth and a day, both YYYY-MM-DD. */
export function ageOn(dob: string, day: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 is Sunday, as Date#getUTCDay. */
export function weekday(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export function isWeekend(day: string): boolean {
  const w = weekday(day);
  return w === 0 || w === 6;
}

/** YYYY-MM-DD shown as DD/MM/YYYY (portal §9). */
export function formatUkDate(day: string): string {
  const [y, m, d] = day.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
