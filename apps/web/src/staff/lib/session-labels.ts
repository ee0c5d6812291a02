import type { SessionStatus, SessionType } from '@coaching/shared/constants';
import { formatUkDate } from '@coaching/shared/rules/dates';

export const SESSION_TYPE_LABELS: Record<SessionType, string> = {
  coaching: 'Coaching session',
  'check-in': 'Check-in',
  'month check-in': 'Month check-in',
};

export const SESSION_STATUS_LABELS: Record<SessionStatus, string> = {
  due: 'Upcoming',
  complete: 'Complete',
  missed: 'Missed',
  cancelled: 'Cancelled',
};

/** "Check-in on 12/12/2026": a session named for buttons and questions about it. */
export const describeSession = (s: { type: SessionType; due_date: string }) =>
  `${SESSION_TYPE_LABELS[s.type]} on ${formatUkDate(s.due_date)}`;
