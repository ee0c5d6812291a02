import { todayIso } from '@coaching/shared/rules/dates';
import { dueLogReminderWeek, isoWeekday } from '@coaching/shared/rules/self-log-reminder';
import { weekStart } from '@coaching/shared/rules/self-log-week';
import type { Config } from '../../config/load-config.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { OutgoingMessage } from '../outbox/queue-message.ts';
import { queueMessage } from '../outbox/queue-message.ts';
import { queuePush } from '../outbox/queue-push.ts';
import { logReminderNotice } from '../push/push-notices.ts';
import { preferredChannel, wantsReminders } from '../reminders/reminder-channel.ts';
import { hasLoggedSince, listLogReminderCandidates } from '../self-log/log-reminder-repository.ts';
import { claimOpenClient, type ReminderClient, recordSend } from './scheduler-repository.ts';

const SERVICE = 'Live Well Coaching';

/** The reminder's text, with the one-click way to stop it: the setting's own "Stop" button. */
function logReminderMessage(
  config: Config,
  client: ReminderClient,
  channel: 'email' | 'sms',
): OutgoingMessage {
  const record = `${config.publicUrl}/`;
  const stop = `${config.publicUrl}/account?stop=log-reminder#log-reminder`;
  if (channel === 'sms')
    return {
      channel,
      recipient: client.phoneNumber,
      subject: 'Reminder to record',
      body: `${SERVICE}: nothing recorded this week yet. It takes a few seconds: ${record} Stop these reminders: ${stop}`,
    };
  return {
    channel,
    recipient: client.email,
    subject: 'A few seconds to record your week',
    body: [
      `Hello ${client.firstName},`,
      '',
      'You asked us to remind you to record how you are doing between health checks. You have not recorded anything this week yet.',
      '',
      `It takes a few seconds from your dashboard: ${record}`,
      '',
      `To stop these reminders, open this link and press "Stop reminders to record": ${stop}`,
      '',
      SERVICE,
    ].join('\n'),
  };
}

/** The reminder to record for one client this week, decided again under the claim. */
async function logReminderFor(
  tx: Tx,
  config: Config,
  clientId: number,
  week: string,
  now: Date,
): Promise<number> {
  const client = await claimOpenClient(tx, clientId);
  if (!client || (await hasLoggedSince(tx, clientId, week))) return 0;
  const channel = preferredChannel(client, config);
  const recorded = await recordSend(tx, {
    clientId,
    kind: 'self-log-reminder',
    subjectKey: week,
    channel,
    at: now,
  });
  if (!recorded) return 0;
  // Pushed like every other reminder: to the devices the client turned on, unless both channels are off.
  const pushed = wantsReminders(client) ? await queuePush(tx, clientId, logReminderNotice) : 0;
  if (!channel) return pushed;
  await queueMessage(tx, clientId, logReminderMessage(config, client, channel));
  return pushed + 1;
}

/** The pass's work for reminders to record: clients whose day and band it is, with nothing recorded this week. */
export async function logReminderWork(
  db: Db,
  config: Config,
  now: Date,
): Promise<Array<(tx: Tx) => Promise<number>>> {
  const today = todayIso(now);
  const week = weekStart(today);
  const candidates = await listLogReminderCandidates(db, isoWeekday(today), week);
  return candidates
    .filter((c) => dueLogReminderWeek(c, now) === week)
    .map((c) => (tx: Tx) => logReminderFor(tx, config, c.clientId, week, now));
}
