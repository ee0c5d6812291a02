import {
  FOLLOW_UP_SEND_TEXT,
  isRecentLink,
  lastLinkLine,
  textRefusal,
} from '@coaching/shared/rules/follow-up-send';
import type { ReminderType } from '@coaching/shared/schemas/assessment';
import type { Config } from '../../config/load-config.ts';
import type { Db } from '../../db/client.ts';
import { conflict, fieldError, HttpError, notFound } from '../../lib/http-errors.ts';
import { findLastFollowUpLink } from '../client-links/link-repository.ts';
import { findAssessedClient } from './assessment-repository.ts';
import { queueFollowUpLink } from './queue-follow-up-link.ts';
import { CASE_CLOSED } from './record-assessment.ts';

export const NO_FIRST_CHECK =
  'This client has not had a first health check yet, so there is nothing to follow up';

export type FollowUpLinkSent = { channel: 'email' | 'sms'; reminderType: ReminderType; expiresAt: Date };

/**
 * Offers a client a follow-up health check (3, 6 and 12 months) by the link queueFollowUpLink writes.
 * A text goes by text or is refused saying why (issue 29), so staff choose e-mail knowingly; another
 * link within a week of the last needs `confirmResend`. For the staff console.
 */
export async function sendFollowUpLink(
  db: Db,
  config: Config,
  clientId: number,
  reminderType: ReminderType,
  confirmResend = false,
  now = new Date(),
): Promise<FollowUpLinkSent> {
  const channel = reminderType === 'text' ? 'sms' : 'email';
  return db.transaction(async (tx) => {
    const client = await findAssessedClient(tx, clientId, true);
    if (!client) throw notFound();
    if (client.closed) throw conflict(CASE_CLOSED);
    if (client.assessmentCount === 0) throw conflict(NO_FIRST_CHECK);
    const refusal = channel === 'sms' ? textRefusal(client.phoneNumber, Boolean(config.notifyApiKey)) : null;
    if (refusal) throw fieldError('reminder_type', refusal);
    const last = await findLastFollowUpLink(tx, clientId);
    const lastSent = last?.createdAt ?? null;
    if (!confirmResend && isRecentLink(lastSent, now)) {
      const text = `${lastLinkLine(lastSent)} ${FOLLOW_UP_SEND_TEXT.confirmResend}.`;
      throw new HttpError(409, text, { confirm_resend: [text] });
    }
    const expiresAt = await queueFollowUpLink(tx, config, client, channel);
    return { channel, reminderType, expiresAt };
  });
}
