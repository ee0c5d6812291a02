import type { DischargeReason } from '@coaching/shared/schemas/staff-discharge';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';

/** The case's state, its row locked for the change. */
export async function lockCase(tx: Executor, clientId: number) {
  const [row] = await tx
    .select({
      coachId: clients.coachId,
      coachActive: sql<boolean>`exists (select 1 from staff s where s.id = ${clients.coachId} and s.active)`,
      closedAt: clients.closedAt,
      closureRequestedAt: clients.closureRequestedAt,
      dischargedAt: clients.dischargedAt,
      dischargeReason: clients.dischargeReason,
    })
    .from(clients)
    .where(eq(clients.id, clientId))
    .for('update');
  return row;
}

export type DischargeRow = {
  reason: DischargeReason;
  contactAttempts: number | null;
  note: string;
  staffId: number;
};

/** Closes the case as discharged; its record stays whole (see RETENTION.md for when it goes). */
export async function markDischarged(tx: Executor, clientId: number, discharge: DischargeRow): Promise<Date> {
  const at = new Date();
  await tx
    .update(clients)
    .set({
      closedAt: at,
      dischargedAt: at,
      dischargeReason: discharge.reason,
      dischargeAttempts: discharge.contactAttempts,
      // Never null while the record is kept: the retention pass erases it to null (migration 0026).
      dischargeNote: discharge.note,
      dischargedBy: discharge.staffId,
      updatedAt: at,
    })
    .where(and(eq(clients.id, clientId), isNull(clients.closedAt)));
  return at;
}

/** Opens a discharged case again, as it was before the discharge, held by `coachId` (null: the pool). */
export async function clearDischarge(tx: Executor, clientId: number, coachId: number | null): Promise<void> {
  await tx
    .update(clients)
    .set({
      coachId,
      closedAt: null,
      dischargedAt: null,
      dischargeReason: null,
      dischargeAttempts: null,
      dischargeNote: null,
      dischargedBy: null,
      updatedAt: new Date(),
    })
    .where(and(eq(clients.id, clientId), isNotNull(clients.dischargedAt)));
}
