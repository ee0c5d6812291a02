import { formatUkDate } from '@coaching/shared/rules/dates';
import { londonClock, londonDay } from '@coaching/shared/rules/london-time';

/** An ISO time as the UK date and time, e.g. 24/11/2026 14:05. */
export function formatUkDateTime(iso: string): string {
  const date = new Date(iso);
  return `${formatUkDate(londonDay(date))} ${londonClock(date)}`;
}

/** An ISO time as the UK date, e.g. 24/11/2026. */
export function formatUkDay(iso: string): string {
  return formatUkDate(londonDay(new Date(iso)));
}

export const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`;
