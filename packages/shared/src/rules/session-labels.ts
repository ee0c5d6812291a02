import type { SessionStatus, SessionType } from '../constants.ts';

export const SESSION_TYPE_LABELS: Record<SessionType, string> = {
  coaching: 'Coaching session',
  'check-in': 'Check-in',
  'month check-in': 'Month check-in',
};

/** A session's state as the client reads it (the staff console says "Complete"). */
export const CLIENT_SESSION_STATUS_LABELS: Record<SessionStatus, string> = {
  due: 'Upcoming',
  complete: 'Completed',
  missed: 'Missed',
  cancelled: 'Cancelled',
};
