import { formatUkDate } from '@coaching/shared/rules/dates';
import { bandLabel } from '@coaching/shared/rules/diary';
import type { SessionView } from '@coaching/shared/schemas/sessions';

const TYPE_LABELS: Record<SessionView['type'], string> = {
  coaching: 'Coaching session',
  'check-in': 'Check-in',
  'month check-in': 'Month check-in',
};

const STATUS_LABELS: Record<SessionView['status'], string> = {
  due: 'Upcoming',
  complete: 'Completed',
  missed: 'Missed',
  cancelled: 'Cancelled',
};

export const sessionType = (session: SessionView) => TYPE_LABELS[session.type];
export const sessionStatus = (session: SessionView) => STATUS_LABELS[session.status];
export const sessionTime = (session: SessionView) => bandLabel(session.time);
/** "Coaching session on 27/11/2026": names a session in buttons and dialogs. */
export const sessionName = (session: SessionView) =>
  `${sessionType(session)} on ${formatUkDate(session.due_date)}`;

/** Cancelling a coaching session and any other type lead to different pages (portal §4). */
export const cancelledPath = (session: SessionView) =>
  session.type === 'coaching' ? '/cancel-coaching' : '/cancel-checkin';
