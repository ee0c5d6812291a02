import type { SessionStatus, SessionType } from '@coaching/shared/constants';

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
