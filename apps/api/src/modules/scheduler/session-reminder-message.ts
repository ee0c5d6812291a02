import { OPENING_HOURS, type TimeOfDay } from '@coaching/shared/constants';
import { longDate } from '@coaching/shared/rules/day-names';
import { bandLabel } from '@coaching/shared/rules/diary';
import type { SessionReminderKind } from '@coaching/shared/rules/reminder-schedule';
import type { Config } from '../../config/load-config.ts';
import type { OutgoingMessage } from '../outbox/queue-message.ts';
import { stopRemindersLine } from '../reminders/reminder-channel.ts';
import type { ReminderClient } from './scheduler-repository.ts';

const SERVICE = 'Live Well Coaching';
export const TYPE_LABELS: Record<string, string> = {
  coaching: 'coaching session',
  'check-in': 'check-in',
  'month check-in': 'month check-in',
};

/** The reminder's text: the date, the band and how to rearrange, then how to stop reminders. */
export function sessionReminderMessage(
  config: Config,
  client: ReminderClient,
  session: { type: string; dueDate: string; time: TimeOfDay },
  kind: SessionReminderKind,
  channel: 'email' | 'sms',
): OutgoingMessage {
  const what = TYPE_LABELS[session.type] ?? 'session';
  const band = `${bandLabel(session.time)}`;
  const when = kind === 'session-hour-before' ? `today, ${band}` : `${longDate(session.dueDate)}, ${band}`;
  const rearrange = `${config.publicUrl}/sessions`;
  if (channel === 'sms') {
    return {
      channel,
      recipient: client.phoneNumber,
      subject: 'Session reminder',
      body: `${SERVICE}: your ${what} is ${when}. To rearrange: ${rearrange} or call ${config.servicePhone}. ${stopRemindersLine(config, 'sms')}`,
    };
  }
  return {
    channel,
    recipient: client.email,
    subject: `Reminder: your ${what} on ${longDate(session.dueDate)}`,
    body: [
      `Hello ${client.firstName},`,
      '',
      `This is a reminder of your ${what} with ${SERVICE} on ${when}.`,
      '',
      `To rearrange or cancel it, go to your sessions page: ${rearrange}`,
      `or call us free on ${config.servicePhone}, ${OPENING_HOURS}.`,
      '',
      stopRemindersLine(config, 'email'),
      '',
      SERVICE,
    ].join('\n'),
  };
}
