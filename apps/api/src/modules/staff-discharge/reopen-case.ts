import { formatUkDate, todayIso } from '@coaching/shared/rules/dates';
import { DISCHARGE_REASON_LABELS } from '@coaching/shared/schemas/staff-discharge';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { recordAudit } from '../staff-audit/audit-repository.ts';
import { DISCHARGE_TEXT } from './discharge-client.ts';
import { clearDischarge, lockCase } from './discharge-repository.ts';

/**
 * An administrator opens a discharged case again (the client came back, or it was discharged by
 * mistake): it returns to the lists with its coach. The audit row keeps what the discharge was.
 * Sessions cancelled by the discharge stay cancelled: the coach books anew.
 */
export async function reopenCase(db: Db, staffId: number, clientId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const state = await lockCase(tx, clientId);
    if (!state) throw notFound();
    if (!state.dischargedAt || !state.dischargeReason) throw conflict(DISCHARGE_TEXT.notDischarged);
    await clearDischarge(tx, clientId);
    await recordAudit(tx, {
      staffId,
      clientId,
      action: 'reopened discharged case',
      detail: `discharged on ${formatUkDate(todayIso(state.dischargedAt))}: ${DISCHARGE_REASON_LABELS[state.dischargeReason]}`,
    });
  });
}
