import type { ReminderType } from '@coaching/shared/schemas/assessment';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { findAssessedClient } from './assessment-repository.ts';
import { queueFollowUpLink } from './queue-follow-up-link.ts';
import { CASE_CLOSED } from './record-assessment.ts';

export const NO_FIRST_CHECK =
  'This client has not had a first health check yet, so there is nothing to follow up';

export type FollowUpLinkSent = { channel: 'email' | 'sms'; reminderType: ReminderType; expiresAt: Date };

/**
 * Offers a client a follow-up health check (3, 6 and 12 months) by the link queueFollowUpLink writes,
 * texted through GOV.UK Notify when Notify is configured (otherwise a text request falls back to
 * e-mail, so the reminder is never lost). For the staff console.
 */
export async function sendFollowUpLink(
  db: Db,
  config: Config,
  clientId: number,
  requested: ReminderType,
): Promise<FollowUpLinkSent> {
  const reminderType: ReminderType = requested === 'text' && config.notifyApiKey ? 'text' : 'email';
  const channel = reminderType === 'text' ? 'sms' : 'email';
  return db.transaction(async (tx) => {
    const client = await findAssessedClient(tx, clientId, true);
    if (!client) throw notFound();
    if (client.closed) throw conflict(CASE_CLOSED);
    if (client.assessmentCount === 0) throw conflict(NO_FIRST_CHECK);
    const expiresAt = await queueFollowUpLink(tx, config, client, channel);
    return { channel, reminderType, expiresAt };
  });
}
