import { formatUkDate } from '@coaching/shared/rules/dates';
import { bandLabel } from '@coaching/shared/rules/diary';
import { CLIENT_SESSION_STATUS_LABELS, SESSION_TYPE_LABELS } from '@coaching/shared/rules/session-labels';
import type { SessionView } from '@coaching/shared/schemas/sessions';

export const sessionType = (session: SessionView) => SESSION_TYPE_LABELS[session.type];
export const sessionStatus = (session: SessionView) => CLIENT_SESSION_STATUS_LABELS[session.status];
export const sessionTime = (session: SessionView) => bandLabel(session.time);
/** "Coaching session on 27/11/2026": names a session in buttons and dialogs. */
export const sessionName = (session: SessionView) =>
  `${sessionType(session)} on ${formatUkDate(session.due_date)}`;

/** Cancelling a coaching session and any other type lead to different pages (portal §4). */
export const cancelledPath = (session: SessionView) =>
  session.type === 'coaching' ? '/cancel-coaching' : '/cancel-checkin';
