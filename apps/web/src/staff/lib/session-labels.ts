import type { SessionStatus, SessionType } from '@coaching/shared/constants';
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
