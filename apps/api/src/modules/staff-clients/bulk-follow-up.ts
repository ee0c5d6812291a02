import type { ReminderType } from '@coaching/shared/schemas/assessment';
import type { BulkFollowUpAnswer } from '@coaching/shared/schemas/staff-clients';
import type { Config } from '../../config/load-config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { sendFollowUpLink } from '../assessment/send-follow-up-link.ts';
import { recordAudit } from '../staff-audit/audit-repository.ts';

const REASONS: Record<number, string> = { 404: 'No such client' };

/**
 * An administrator sends the follow-up check link to several clients at once, as the record's
 * "Send the link now" does for one (same link, e-mail and rules). Unlike a reassignment it is not all
 * or nothing: each client is sent to or refused on their own, so one closed case does not hold back
 * the others, and the answer says who was refused and why. Each link sent is audited.
 */
export async function bulkFollowUp(
  db: Db,
  config: Config,
  adminId: number,
  clientIds: number[],
  requested: ReminderType,
): Promise<BulkFollowUpAnswer> {
  const answer: BulkFollowUpAnswer = { sent: 0, reminder_type: requested, refused: [] };
  for (const clientId of clientIds) {
    try {
      answer.reminder_type = (await sendFollowUpLink(db, config, clientId, requested)).reminderType;
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      answer.refused.push({ client_id: clientId, reason: REASONS[error.statusCode] ?? error.message });
      continue;
    }
    answer.sent += 1;
    await recordAudit(db, {
      staffId: adminId,
      clientId,
      action: 'sent follow-up link (bulk)',
      detail: 'POST /staff/clients/follow-up',
    });
  }
  return answer;
}
