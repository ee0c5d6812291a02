import { dayWithWeekday } from '@coaching/shared/rules/day-names';
import { bandLabel } from '@coaching/shared/rules/diary';
import type { SessionView } from '@coaching/shared/schemas/sessions';

const AGAIN = {
  moved:
    'If you still want to move it, check the new date and time you chose and press Reschedule session again.',
  cancelled:
    'Please check the new date and time before cancelling it. If you still want to cancel it, press Yes, cancel it again.',
};

/**
 * What the client reads when their coach (or they, on another device) changed the session after they
 * opened the window to move or cancel it: in their words, with when the session is now (the list has
 * reloaded by then).
 */
export function changedSinceOpened(now: SessionView | undefined, change: keyof typeof AGAIN): string {
  const start = `Your session was changed after you opened this page, so we have not ${change === 'moved' ? 'moved' : 'cancelled'} it.`;
  if (!now) return `${start} Please check your sessions.`;
  if (now.status === 'cancelled') return `${start} It has been cancelled. Please check your sessions.`;
  if (now.status !== 'due') return `${start} It is no longer upcoming. Please check your sessions.`;
  return `${start} It is now on ${dayWithWeekday(now.due_date)}, ${bandLabel(now.time).toLowerCase()}. ${AGAIN[change]}`;
}
