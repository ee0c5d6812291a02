import type { TimeOfDay } from '@coaching/shared/constants';
import { formatUkDate } from '@coaching/shared/rules/dates';
import { bandLabel } from '@coaching/shared/rules/diary';
import type { Config } from '../../config/load-config.ts';
import type { Executor } from '../../db/client.ts';
import { SESSION_TITLES } from '../calendar/session-calendar.ts';
import { insertNotification } from '../notifications/notification-repository.ts';
import { confirmSessionChange } from '../scheduler/queue-session-change.ts';

export type SessionChange = 'booked' | 'moved' | 'cancelled';

/**
 * Not in the specs: when staff book, move or cancel a session the client hears of it in the bell, and
 * once (issue 29) by their preferred channel, the e-mail carrying the calendar file. Call inside the
 * transaction of the change.
 */
export async function notifySessionChange(
  tx: Executor,
  config: Config,
  change: {
    clientId: number;
    sessionId: number;
    kind: SessionChange;
    type: string;
    day: string;
    time: TimeOfDay;
  },
): Promise<void> {
  const when = `${formatUkDate(change.day)}, ${bandLabel(change.time)}`;
  await insertNotification(tx, {
    clientId: change.clientId,
    object: 'Session',
    objectId: change.sessionId,
    title: `${SESSION_TITLES[change.type] ?? 'Session'} ${change.kind}: ${when}`,
  });
  await confirmSessionChange(tx, config, change.sessionId);
}
