import { todayIso } from '@coaching/shared/rules/dates';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * How long ago a time was, in words a coach reads at a glance: "under an hour", "5 hours", "3 days".
 * A date alone (YYYY-MM-DD, a due date) counts whole days to today, as the rows that show it do.
 */
export function waited(iso: string, now = Date.now()): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso))
    return plural(Math.max(0, daysSince(iso, todayIso(new Date(now)))), 'day');
  const ms = Math.max(0, now - Date.parse(iso));
  if (ms < HOUR) return 'under an hour';
  if (ms < DAY) return plural(Math.floor(ms / HOUR), 'hour');
  return plural(Math.floor(ms / DAY), 'day');
}

/** Days between two YYYY-MM-DD dates, for "due 2 days ago". */
export function daysSince(day: string, today: string): number {
  return Math.round((Date.parse(today) - Date.parse(day)) / DAY);
}
