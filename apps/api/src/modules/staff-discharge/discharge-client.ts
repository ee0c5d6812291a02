import { formatUkDate, todayIso } from '@coaching/shared/rules/dates';
import { DISCHARGE_REASON_LABELS, type dischargeForm } from '@coaching/shared/schemas/staff-discharge';
import type { z } from 'zod';
import type { Config } from '../../config/load-config.ts';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import type { StaffRole } from '../../plugins/auth.ts';
import { queueMessage } from '../outbox/queue-message.ts';
import { preferredChannel } from '../reminders/reminder-channel.ts';
import { claimOpenClient } from '../scheduler/scheduler-repository.ts';
import { recordAudit } from '../staff-audit/audit-repository.ts';
import { cancelUpcomingSessions } from '../staff-sessions/sessions-follow-client.ts';
import { dischargeMessage } from './discharge-message.ts';
import { lockCase, markDischarged } from './discharge-repository.ts';

export const DISCHARGE_TEXT = {
  alreadyDischarged: (on: Date) => `This client was already discharged on ${formatUkDate(todayIso(on))}`,
  closed: 'This account is closed',
  closureRequested:
    'This client has asked to close their account: action the closure request instead of discharging them',
  notDischarged: 'This client has not been discharged',
  notTheirCoach: 'Only the client’s coach or an administrator can discharge them',
} as const;

/**
 * Discharges a client (issue #29): the case is closed and kept whole for the service's records and the
 * commissioner report, unlike a closure request, which erases. Upcoming sessions are cancelled (freeing
 * the diary) and the client is told once, by their preferred channel (e-mail when reminders are off:
 * this is no reminder). Audited in the same transaction. Answers when.
 */
export async function dischargeClient(
  db: Db,
  config: Config,
  caller: { staffId: number; role: StaffRole },
  clientId: number,
  form: z.output<typeof dischargeForm>,
): Promise<Date> {
  return db.transaction(async (tx) => {
    const state = await lockCase(tx, clientId);
    if (!state) throw notFound();
    if (caller.role !== 'admin' && state.coachId !== caller.staffId)
      throw forbidden(DISCHARGE_TEXT.notTheirCoach);
    if (state.dischargedAt) throw conflict(DISCHARGE_TEXT.alreadyDischarged(state.dischargedAt));
    if (state.closedAt) throw conflict(DISCHARGE_TEXT.closed);
    if (state.closureRequestedAt) throw conflict(DISCHARGE_TEXT.closureRequested);
    const client = await claimOpenClient(tx, clientId, 'wait');
    if (!client) throw conflict(DISCHARGE_TEXT.closed);
    const contactAttempts = form.reason === 'disengaged' ? (form.contact_attempts ?? null) : null;
    await cancelUpcomingSessions(tx, clientId);
    const at = await markDischarged(tx, clientId, {
      reason: form.reason,
      contactAttempts,
      note: form.note,
      staffId: caller.staffId,
    });
    await recordAudit(tx, {
      staffId: caller.staffId,
      clientId,
      action: 'discharged client',
      // The reason's words and the count only: the note is the staff member's typing, kept in the record.
      detail: [DISCHARGE_REASON_LABELS[form.reason], contactAttempts ? `${contactAttempts} attempts` : '']
        .filter(Boolean)
        .join('; '),
    });
    const channel = preferredChannel(client, config) ?? 'email';
    await queueMessage(tx, clientId, dischargeMessage(config, client, channel));
    return at;
  });
}
