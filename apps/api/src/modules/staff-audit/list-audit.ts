import { AUDIT_PAGE_SIZE } from '@coaching/shared/constants';
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/client.ts';
import { auditLog, clients, staff } from '../../db/schema.ts';

export type AuditFilter = {
  /** Who did it. */
  staffId?: number | undefined;
  /** The client, or the staff account, it was done to. */
  clientId?: number | undefined;
  targetStaffId?: number | undefined;
  action?: string | undefined;
  before?: number | undefined;
};

const actor = alias(staff, 'actor');
const targetStaff = alias(staff, 'target_staff');

/** Newest first, `limit` rows; `before` is the last id of the previous page. */
export async function listAudit(db: Executor, filter: AuditFilter, limit = AUDIT_PAGE_SIZE) {
  const conditions: SQL[] = [];
  if (filter.clientId !== undefined) conditions.push(eq(auditLog.clientId, filter.clientId));
  if (filter.staffId !== undefined) conditions.push(eq(auditLog.staffId, filter.staffId));
  if (filter.targetStaffId !== undefined) conditions.push(eq(auditLog.targetStaffId, filter.targetStaffId));
  if (filter.action !== undefined) conditions.push(eq(auditLog.action, filter.action));
  if (filter.before !== undefined) conditions.push(lt(auditLog.id, filter.before));
  return db
    .select({
      id: auditLog.id,
      staffId: auditLog.staffId,
      staffName: actor.name,
      clientId: auditLog.clientId,
      clientFirstName: clients.firstName,
      clientLastName: clients.lastName,
      targetStaffId: auditLog.targetStaffId,
      targetStaffName: targetStaff.name,
      action: auditLog.action,
      detail: auditLog.detail,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.staffId))
    .leftJoin(targetStaff, eq(targetStaff.id, auditLog.targetStaffId))
    .leftJoin(clients, eq(clients.id, auditLog.clientId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

export type AuditRow = Awaited<ReturnType<typeof listAudit>>[number];

/**
 * The actions the log holds, for the console's filter: one index probe per action (a loose index
 * scan over audit_log_action), not a read of every row.
 */
export async function listAuditActions(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ action: string }>(
    db,
    sql`
    with recursive found as (
      (select action from audit_log order by action limit 1)
      union all
      select (select a.action from audit_log a where a.action > found.action order by a.action limit 1)
      from found where found.action is not null
    )
    select action from found where action is not null`,
  );
  return rows.map((r) => r.action);
}
