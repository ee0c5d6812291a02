import { formatUkDate } from '@coaching/shared/rules/dates';

/** An ISO time as the UK date and time, e.g. 24/11/2026 14:05. */
export function formatUkDateTime(iso: string): string {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(date);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
  return `${formatUkDate(day)} ${time}`;
}

/** An ISO time as the UK date, e.g. 24/11/2026. */
export function formatUkDay(iso: string): string {
  return formatUkDate(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(iso)));
}

export const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`;
