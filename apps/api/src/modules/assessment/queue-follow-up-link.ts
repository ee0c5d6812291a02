import { FOLLOW_UP_TTL_DAYS, HEALTH_CHECK_LENGTH, OPENING_HOURS } from '@coaching/shared/constants';
import type { Config } from '../../config/load-config.ts';
import type { Executor } from '../../db/client.ts';
import { issueLink, retireLinks } from '../client-links/link-repository.ts';
import { queueEmail, queueMessage } from '../outbox/queue-message.ts';

const SERVICE = 'Live Well Coaching';
const DAY_MS = 86_400_000;

export type FollowUpRecipient = { id: number; firstName: string; email: string; phoneNumber: string };

/**
 * Issues a single-use follow-up link (any earlier unused one stops working) and queues it by text or
 * e-mail in the caller's transaction. `reminder` words it as the second ask; `footer` adds a last line.
 */
export async function queueFollowUpLink(
  tx: Executor,
  config: Config,
  client: FollowUpRecipient,
  channel: 'email' | 'sms',
  options: { reminder?: boolean; footer?: string } = {},
): Promise<Date> {
  const reminderType = channel === 'sms' ? 'text' : 'email';
  await retireLinks(tx, client.id, 'follow-up');
  const { token, expiresAt } = await issueLink(tx, client.id, 'follow-up', FOLLOW_UP_TTL_DAYS * DAY_MS, {
    reminderType,
  });
  const link = `${config.publicUrl}/assessment?${new URLSearchParams({ h: token, reminder_type: reminderType })}`;
  const again = options.reminder ? 'a reminder that ' : '';
  if (channel === 'sms') {
    const footer = options.footer ? ` ${options.footer}` : '';
    await queueMessage(tx, client.id, {
      channel: 'sms',
      recipient: client.phoneNumber,
      subject: 'Follow-up health check',
      body: `${SERVICE}: ${again}it's time for your quick health check. It takes ${HEALTH_CHECK_LENGTH}: ${link} (link works once, for ${FOLLOW_UP_TTL_DAYS} days)${footer}`,
    });
    return expiresAt;
  }
  const body = [
    `Hello ${client.firstName},`,
    '',
    `${options.reminder ? 'A reminder: it' : 'It'} is time for your follow-up quick health check. It takes ${HEALTH_CHECK_LENGTH} and shows how your weight, activity, smoking and drinking have changed since last time.`,
    '',
    link,
    '',
    `The link works once and expires in ${FOLLOW_UP_TTL_DAYS} days.`,
    '',
    `Questions? Call us free on ${config.servicePhone}, ${OPENING_HOURS}.`,
    ...(options.footer ? ['', options.footer] : []),
    '',
    SERVICE,
  ].join('\n');
  const subject = `${options.reminder ? 'Reminder: your' : 'Your'} follow-up health check with ${SERVICE}`;
  await queueEmail(tx, client.id, client.email, subject, body);
  return expiresAt;
}
