import type { Config } from '../../config/load-config.ts';
import type { Executor } from '../../db/client.ts';
import { findCalendarSession } from '../calendar/calendar-repository.ts';
import type { CalendarSession } from '../calendar/session-calendar.ts';
import { queueMessage } from '../outbox/queue-message.ts';
import { preferredChannel } from '../reminders/reminder-channel.ts';
import {
  claimOpenClient,
  lastToldOfSession,
  type ReminderClient,
  recordSend,
  reminderKey,
} from './scheduler-repository.ts';
import { type SessionChange, sessionChangeMessage } from './session-change-message.ts';

/** A session made upcoming again after its cancellation is told as a booking, not a move. */
function changeOf(status: string, told: { version: string } | null): SessionChange {
  if (status === 'cancelled') return 'cancelled';
  return told && !told.version.endsWith(':cancelled') ? 'moved' : 'booked';
}

/**
 * The one message of a booking, move or cancellation (issue 29), whenever the session's version (its
 * day, band and status) is not the one the client was last told of, by their preferred channel and
 * reminder settings: a session moved back to where it was, or cancelled and then booked again, is told
 * again. The record in scheduled_sends is what stops a second: a change staff confirmed at once is not
 * confirmed again by the scheduler, which confirms the changes clients make themselves. Answers how
 * many it queued.
 */
export async function queueSessionChange(
  tx: Executor,
  config: Config,
  session: CalendarSession,
  client: ReminderClient,
  now: Date,
): Promise<number> {
  if (session.status !== 'due' && session.status !== 'cancelled') return 0;
  const version = `${reminderKey(session)}:${session.status}`;
  const told = await lastToldOfSession(tx, client.id, session.id);
  if (told?.version === version || (session.status === 'cancelled' && !told)) return 0;
  const channel = preferredChannel(client, config);
  const recorded = await recordSend(tx, {
    clientId: client.id,
    kind: 'session-change',
    subjectKey: told ? `${version}:${told.count}` : version,
    channel,
    at: now,
  });
  if (!recorded || !channel) return 0;
  const change = changeOf(session.status, told);
  await queueMessage(tx, client.id, sessionChangeMessage(config, client, session, change, channel));
  return 1;
}

/** Staff changes are confirmed in their own transaction, waiting for the client rather than skipping. */
export async function confirmSessionChange(
  tx: Executor,
  config: Config,
  sessionId: number,
  now: Date = new Date(),
): Promise<number> {
  const session = await findCalendarSession(tx, sessionId);
  if (!session) return 0;
  const client = await claimOpenClient(tx, session.clientId, 'wait');
  if (!client) return 0;
  return queueSessionChange(tx, config, session, client, now);
}
