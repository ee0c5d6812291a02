import { FOLLOW_UP_MONTHS } from '@coaching/shared/constants';
import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { addMonths } from '@coaching/shared/rules/follow-up-schedule';
import { dueFollowUpMessage, dueSessionReminders } from '@coaching/shared/rules/reminder-schedule';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { queueFollowUpLink } from '../assessment/queue-follow-up-link.ts';
import { queueMessage } from '../outbox/queue-message.ts';
import { canText, preferredChannel, stopRemindersLine } from '../reminders/reminder-channel.ts';
import {
  claimDueSession,
  claimOpenClient,
  listDueSessionIds,
  listFollowUpClientIds,
  listSentFollowUps,
  readCheckDates,
  recordSend,
} from './scheduler-repository.ts';
import { sessionReminderMessage } from './session-reminder-message.ts';

// A session's "working day before" is at most this many days earlier (Easter: Thursday to Tuesday).
const SESSION_LOOKAHEAD_DAYS = 7;

/** Follow-up invitation or reminder for one client, if one is due and nobody has sent it. */
async function followUpFor(tx: Tx, config: Config, clientId: number, now: Date): Promise<number> {
  const client = await claimOpenClient(tx, clientId);
  if (!client) return 0;
  const checks = await readCheckDates(tx, clientId);
  if (!checks) return 0;
  const sent = await listSentFollowUps(tx, clientId);
  const due = dueFollowUpMessage(checks.firstCheck, checks.followUps, sent, now);
  if (!due) return 0;
  const channel = preferredChannel(client, config);
  const recorded = await recordSend(tx, {
    clientId,
    kind: due.kind,
    subjectKey: String(due.months),
    channel,
    at: now,
  });
  if (!recorded || !channel) return 0;
  await queueFollowUpLink(tx, config, client, channel, {
    reminder: due.kind === 'follow-up-reminder',
    footer: stopRemindersLine(config, channel),
  });
  return 1;
}

/** The reminders one session is due, each recorded by the session's day and band. */
async function remindersFor(tx: Tx, config: Config, sessionId: number, now: Date): Promise<number> {
  const session = await claimDueSession(tx, sessionId);
  if (!session) return 0;
  const kinds = dueSessionReminders(session.dueDate, session.time, now);
  if (kinds.length === 0) return 0;
  const client = await claimOpenClient(tx, session.clientId);
  if (!client) return 0;
  let queued = 0;
  for (const kind of kinds) {
    const channel =
      kind === 'session-hour-before'
        ? canText(client, config)
          ? 'sms'
          : null
        : preferredChannel(client, config);
    const recorded = await recordSend(tx, {
      clientId: client.id,
      kind,
      subjectKey: `${session.id}:${session.dueDate}:${session.time}`,
      channel,
      at: now,
    });
    if (!recorded || !channel) continue;
    await queueMessage(tx, sessionReminderMessage(config, client, session, kind, channel));
    queued += 1;
  }
  return queued;
}

/**
 * One pass of the scheduler at `now`: finds due work from the data, and gives each client or session
 * its own short transaction, so a process killed mid-run loses only an uncommitted item, which the
 * next pass (in any process) finds again. Answers how many messages it queued.
 */
export async function runScheduler(
  db: Db,
  config: Config,
  now: Date = new Date(),
  onError: (error: unknown) => void = (error) => {
    throw error;
  },
): Promise<number> {
  const today = todayIso(now);
  // A day's margin covers the UK/UTC difference; dueFollowUpMessage decides exactly.
  const firstCheckBefore = new Date(`${addDays(addMonths(today, -(FOLLOW_UP_MONTHS[0] ?? 0)), 1)}T23:59:59Z`);
  const work: Array<(tx: Tx) => Promise<number>> = [
    ...(await listFollowUpClientIds(db, firstCheckBefore)).map(
      (id) => (tx: Tx) => followUpFor(tx, config, id, now),
    ),
    ...(await listDueSessionIds(db, today, addDays(today, SESSION_LOOKAHEAD_DAYS))).map(
      (id) => (tx: Tx) => remindersFor(tx, config, id, now),
    ),
  ];
  let queued = 0;
  for (const item of work) {
    try {
      queued += await db.transaction(item);
    } catch (error) {
      onError(error);
    }
  }
  return queued;
}
