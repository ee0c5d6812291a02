import { FOLLOW_UP_TTL_DAYS, HEALTH_CHECK_LENGTH, OPENING_HOURS } from '@coaching/shared/constants';
import type { ReminderType } from '@coaching/shared/schemas/assessment';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { issueLink, retireLinks } from '../client-links/link-repository.ts';
import { queueEmail, queueMessage } from '../outbox/queue-message.ts';
import { findAssessedClient } from './assessment-repository.ts';
import { CASE_CLOSED } from './record-assessment.ts';

const SERVICE = 'Live Well Coaching';
const DAY_MS = 86_400_000;

export type FollowUpLinkSent = { channel: 'email' | 'sms'; reminderType: ReminderType; expiresAt: Date };

/**
 * Offers a client a follow-up health check (3, 6 and 12 months): a single-use link that expires
 * after FOLLOW_UP_TTL_DAYS, e-mailed, or texted through GOV.UK Notify when Notify is configured
 * (otherwise a text request falls back to e-mail, so the reminder is never lost). Any earlier unused
 * reminder stops working. For the staff console.
 */
export async function sendFollowUpLink(
  db: Db,
  config: Config,
  clientId: number,
  requested: ReminderType,
): Promise<FollowUpLinkSent> {
  const reminderType: ReminderType = requested === 'text' && config.notifyApiKey ? 'text' : 'email';
  return db.transaction(async (tx) => {
    const client = await findAssessedClient(tx, clientId, true);
    if (!client) throw notFound();
    if (client.closed) throw conflict(CASE_CLOSED);
    await retireLinks(tx, clientId, 'follow-up');
    const { token, expiresAt } = await issueLink(tx, clientId, 'follow-up', FOLLOW_UP_TTL_DAYS * DAY_MS, {
      reminderType,
    });
    const link = `${config.publicUrl}/assessment?${new URLSearchParams({ h: token, reminder_type: reminderType })}`;
    if (reminderType === 'text') {
      await queueMessage(tx, {
        channel: 'sms',
        recipient: client.phoneNumber,
        subject: 'Follow-up health check',
        body: `${SERVICE}: it's time for your quick health check. It takes ${HEALTH_CHECK_LENGTH}: ${link} (link works once, for ${FOLLOW_UP_TTL_DAYS} days)`,
      });
      return { channel: 'sms', reminderType, expiresAt };
    }
    const body = [
      `Hello ${client.firstName},`,
      '',
      `It is time for your follow-up quick health check. It takes ${HEALTH_CHECK_LENGTH} and shows how your weight, activity, smoking and drinking have changed since last time.`,
      '',
      link,
      '',
      `The link works once and expires in ${FOLLOW_UP_TTL_DAYS} days.`,
      '',
      `Questions? Call us free on ${config.servicePhone}, ${OPENING_HOURS}.`,
      '',
      SERVICE,
    ].join('\n');
    await queueEmail(tx, client.email, `Your follow-up health check with ${SERVICE}`, body);
    return { channel: 'email', reminderType, expiresAt };
  });
}
