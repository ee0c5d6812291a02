import {
  type SessionStatus,
  type SessionType,
  TIME_LABELS,
  type TimeOfDay,
} from '@coaching/shared/constants';
import { formatUkDate } from '@coaching/shared/rules/dates';
import { SESSION_TYPE_LABELS } from '@coaching/shared/rules/session-labels';

export { SESSION_TYPE_LABELS };

export const SESSION_STATUS_LABELS: Record<SessionStatus, string> = {
  due: 'Upcoming',
  complete: 'Complete',
  missed: 'Missed',
  cancelled: 'Cancelled',
};

/** "Check-in on 12/12/2026": a session named for buttons and questions about it. */
export const describeSession = (s: { type: SessionType; due_date: string }) =>
  `${SESSION_TYPE_LABELS[s.type]} on ${formatUkDate(s.due_date)}`;

/**
 * When a session is now, for a coach whose change to it was refused because it changed meanwhile:
 * "It is now on 03/12/2026, afternoon." or "It is now cancelled (03/12/2026, afternoon)."
 */
export function sessionNow(latest: { status: SessionStatus; due_date: string; time: TimeOfDay }): string {
  const when = `${formatUkDate(latest.due_date)}, ${TIME_LABELS[latest.time].toLowerCase()}`;
  return latest.status === 'due'
    ? `It is now on ${when}.`
    : `It is now ${SESSION_STATUS_LABELS[latest.status].toLowerCase()} (${when}).`;
}
