import { formatUkDate, todayIso } from '@coaching/shared/rules/dates';
import { DISCHARGE_REASON_LABELS } from '@coaching/shared/schemas/staff-discharge';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { recordAudit } from '../staff-audit/audit-repository.ts';
import { recordCoachMoves } from '../staff-audit/record-coach-moves.ts';
import { DISCHARGE_TEXT } from './discharge-client.ts';
import { clearDischarge, lockCase } from './discharge-repository.ts';

/**
 * An administrator opens a discharged case again (the client came back, or it was discharged by
 * mistake): it returns to the lists with its coach. The audit row keeps what the discharge was.
 * Sessions cancelled by the discharge stay cancelled: the coach books anew. A coach who retired while
 * the case was closed kept it (retiring places open clients only), so it goes to the pool instead, to
 * every administrator's "Needs a coach", rather than to no one's list (issue 29).
 */
export async function reopenCase(db: Db, staffId: number, clientId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const state = await lockCase(tx, clientId);
    if (!state) throw notFound();
    if (!state.dischargedAt || !state.dischargeReason) throw conflict(DISCHARGE_TEXT.notDischarged);
    const coachId = state.coachActive ? state.coachId : null;
    await recordCoachMoves(tx, {
      staffId,
      clientIds: [clientId],
      toCoachId: coachId,
      action: 'changed coach (retirement)',
    });
    await clearDischarge(tx, clientId, coachId);
    await recordAudit(tx, {
      staffId,
      clientId,
      action: 'reopened discharged case',
      detail: `discharged on ${formatUkDate(todayIso(state.dischargedAt))}: ${DISCHARGE_REASON_LABELS[state.dischargeReason]}`,
    });
  });
}
