import { sql } from 'drizzle-orm';
import { CALLER_ID } from '../../db/caller-id.ts';
import { type Db, type Executor, preparedOnce, type Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

/**
 * One row of the audit log. `staffId` is who did it (null for a staff sign-in that failed, and for the
 * retention pass's erasures, which no one did);
 * the target is a client (`clientId`), a staff account (`targetStaffId`), or neither.
 */
export type AuditEntry = {
  staffId: number | null;
  clientId?: number | null;
  targetStaffId?: number | null;
  action: string;
  detail?: string;
};

// Every staff read writes one, so it is prepared once: no statement to build or plan per request.
const auditInsert = preparedOnce((db) =>
  db
    .insert(auditLog)
    .values({
      staffId: sql.placeholder('staffId'),
      clientId: sql.placeholder('clientId'),
      targetStaffId: sql.placeholder('targetStaffId'),
      action: sql.placeholder('action'),
      detail: sql.placeholder('detail'),
    })
    .prepare('record_audit'),
);

/**
 * The audit record of a read of a list of clients, to write in the read's own statement
 * (listsStatement): who looked (CALLER_ID) and where, never what they saw.
 */
export const listReadRecord = (action: string, detail: string) =>
  sql`insert into ${auditLog} (staff_id, client_id, action, detail)
    values (${CALLER_ID}, null, ${action}, ${detail})`;

/**
 * The one way to write an audit row. Pass the transaction that makes the change, so the change and
 * its record are kept or lost together. Details hold ids, route names and the before and after of
 * a setting, never personal data or secrets, so they can outlive an erased client.
 */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await auditInsert(db).execute({
    staffId: entry.staffId,
    clientId: entry.clientId ?? null,
    targetStaffId: entry.targetStaffId ?? null,
    action: entry.action,
    detail: entry.detail ?? '',
  });
}

/**
 * A change and its audit row in one transaction. `work` answers what it changed, or null when it
 * found nothing to change (then nothing is recorded); `entry` describes the change from that answer.
 */
export function auditedChange<T>(
  db: Db,
  work: (tx: Tx) => Promise<T | null>,
  entry: (changed: T) => AuditEntry,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    const changed = await work(tx);
    if (changed !== null) await recordAudit(tx, entry(changed));
    return changed;
  });
}
