// London's clock by the UK's rule rather than through Intl: a browser's first Intl call loads its time-zone
// and locale data, 45-70 ms on this machine and four times that on a slow phone, before the first page
// can answer (issue 36). london-time.test.ts compares the rule with Intl on every clock change to 2060.

const MINUTE = 60_000;

/** 01:00 UTC on the last Sunday of a month (0-based), when the UK's clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Minutes London is ahead of UTC at an instant: 60 in British Summer Time, from 01:00 UTC on the last
 * Sunday of March to 01:00 UTC on the last Sunday of October (the Summer Time Order 2002); 0 otherwise.
 */
function londonOffsetMinutes(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  return instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9) ? 60 : 0;
}

/** The London wall clock at an instant, as an ISO string read as if it were UTC. */
const londonWallClock = (instant: Date) =>
  new Date(instant.getTime() + londonOffsetMinutes(instant.getTime()) * MINUTE).toISOString();

/** The date in London at an instant, YYYY-MM-DD. */
export const londonDay = (instant: Date): string => londonWallClock(instant).slice(0, 10);

/** HH:MM in London at an instant. */
export const londonClock = (instant: Date): string => londonWallClock(instant).slice(11, 16);

/**
 * The instant a London wall-clock time happens on a day (YYYY-MM-DD, HH:MM). Service times are in
 * the day (09:00 to 18:30), never in the hour the clocks skip or repeat at 01:00-02:00.
 */
export function londonInstant(day: string, time: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  return new Date(wall - londonOffsetMinutes(wall) * MINUTE);
}
