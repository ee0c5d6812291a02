import type { SessionView } from '@coaching/shared/schemas/sessions';

export type SessionGroups = { upcoming: SessionView[]; cancelled: SessionView[]; previous: SessionView[] };

/**
 * Due sessions are upcoming (portal §4); a cancelled one whose date has not come is listed as
 * cancelled, not as a previous session; the rest are previous, newest first.
 */
export function groupSessions(sessions: readonly SessionView[], today: string): SessionGroups {
  const cancelledAhead = (s: SessionView) => s.status === 'cancelled' && s.due_date >= today;
  return {
    upcoming: sessions.filter((s) => s.status === 'due'),
    cancelled: sessions.filter(cancelledAhead),
    previous: sessions.filter((s) => s.status !== 'due' && !cancelledAhead(s)).reverse(),
  };
}
