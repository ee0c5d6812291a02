import { FOLLOW_UP_MONTHS } from '@coaching/shared/constants';
import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { addMonths } from '@coaching/shared/rules/follow-up-schedule';
import { dueFollowUpMessage, dueSessionReminders } from '@coaching/shared/rules/reminder-schedule';
import type { Config } from '../../config/load-config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { queueFollowUpLink } from '../assessment/queue-follow-up-link.ts';
import { findCalendarSession } from '../calendar/calendar-repository.ts';
import { queueMessage } from '../outbox/queue-message.ts';
import { queuePush } from '../outbox/queue-push.ts';
import { followUpNotice, sessionReminderNotice } from '../push/push-notices.ts';
import {
  canText,
  preferredChannel,
  stopRemindersLine,
  wantsReminders,
} from '../reminders/reminder-channel.ts';
import { logReminderWork } from './log-reminder.ts';
import { queueSessionChange } from './queue-session-change.ts';
import {
  claimOpenClient,
  claimSession,
  listChangedSessionIds,
  listDueSessions,
  listFollowUpCandidates,
  recordSend,
  reminderKey,
} from './scheduler-repository.ts';
import { sessionReminderMessage } from './session-reminder-message.ts';

// A session's "working day before" is at most this many days earlier (Easter: Thursday to Tuesday).
const SESSION_LOOKAHEAD_DAYS = 7;
// Bookings, moves and cancellations are confirmed when found changed within this time, so turning the
// scheduler on (or restoring a backup) does not confirm every session ever booked.
const SESSION_CHANGE_WINDOW_MS = 2 * 86_400_000;

/** Confirms a booking, move or cancellation a client made themselves (queueSessionChange). */
async function confirmationFor(tx: Tx, config: Config, sessionId: number, now: Date): Promise<number> {
  const claimed = await claimSession(tx, sessionId);
  if (!claimed) return 0;
  const session = await findCalendarSession(tx, sessionId);
  const client = await claimOpenClient(tx, claimed.clientId);
  if (!session || !client) return 0;
  return queueSessionChange(tx, config, session, client, now);
}

/** Follow-up invitation or reminder for one client, if one is due and nobody has sent it. */
async function followUpFor(tx: Tx, config: Config, clientId: number, now: Date): Promise<number> {
  const client = await claimOpenClient(tx, clientId);
  if (!client) return 0;
  const [facts] = await listFollowUpCandidates(tx, now, clientId);
  if (!facts) return 0;
  const due = dueFollowUpMessage(facts.firstCheck, facts.followUps, facts.sent, now);
  if (!due) return 0;
  const channel = preferredChannel(client, config);
  const recorded = await recordSend(tx, {
    clientId,
    kind: due.kind,
    subjectKey: String(due.months),
    channel,
    at: now,
  });
  if (!recorded) return 0;
  const reminder = due.kind === 'follow-up-reminder';
  const pushed = wantsReminders(client) ? await queuePush(tx, clientId, followUpNotice(reminder)) : 0;
  if (!channel) return pushed;
  await queueFollowUpLink(tx, config, client, channel, {
    reminder,
    footer: stopRemindersLine(config, channel),
  });
  return pushed + 1;
}

/** The reminders one session is due, each recorded by the session's day and band. */
async function remindersFor(tx: Tx, config: Config, sessionId: number, now: Date): Promise<number> {
  const session = await claimSession(tx, sessionId);
  if (session?.status !== 'due') return 0;
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
      subjectKey: reminderKey(session),
      channel,
      at: now,
    });
    if (!recorded) continue;
    if (wantsReminders(client))
      queued += await queuePush(tx, client.id, sessionReminderNotice(session, kind, todayIso(now)));
    if (!channel) continue;
    await queueMessage(tx, client.id, sessionReminderMessage(config, client, session, kind, channel));
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
  // Who is owed what is worked out from one read of each list; only they get a transaction, where
  // it is decided again under the claim (another worker may have sent it, or the session moved).
  const work: Array<(tx: Tx) => Promise<number>> = [
    ...(await listFollowUpCandidates(db, firstCheckBefore))
      .filter((c) => dueFollowUpMessage(c.firstCheck, c.followUps, c.sent, now) !== null)
      .map((c) => (tx: Tx) => followUpFor(tx, config, c.id, now)),
    ...(await listChangedSessionIds(db, new Date(now.getTime() - SESSION_CHANGE_WINDOW_MS), today)).map(
      (id) => (tx: Tx) => confirmationFor(tx, config, id, now),
    ),
    ...(await listDueSessions(db, today, addDays(today, SESSION_LOOKAHEAD_DAYS)))
      .filter((s) => dueSessionReminders(s.dueDate, s.time, now).some((kind) => !s.sent.includes(kind)))
      .map((s) => (tx: Tx) => remindersFor(tx, config, s.id, now)),
    ...(await logReminderWork(db, config, now)),
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
