import { AUDIT_PAGE_SIZE } from '@coaching/shared/constants';
import { and, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import { CALLER_ID } from '../../db/caller-id.ts';
import { type Executor, preparedOnce } from '../../db/client.ts';
import { auditLog, clients, staff } from '../../db/schema.ts';

export type AuditEntry = { staffId: number; clientId: number | null; action: string; detail?: string };

// Every staff read writes one, so it is prepared once: no statement to build or plan per request.
const auditInsert = preparedOnce((db) =>
  db
    .insert(auditLog)
    .values({
      staffId: sql.placeholder('staffId'),
      clientId: sql.placeholder('clientId'),
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

/** Details hold ids and route names only, never personal data, so they can outlive an erased client. */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await auditInsert(db).execute({ ...entry, detail: entry.detail ?? '' });
}

export type AuditFilter = {
  clientId?: number | undefined;
  staffId?: number | undefined;
  before?: number | undefined;
};

/** Newest first, a page at a time; `before` is the last id of the previous page. */
export async function listAudit(db: Executor, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.clientId !== undefined) conditions.push(eq(auditLog.clientId, filter.clientId));
  if (filter.staffId !== undefined) conditions.push(eq(auditLog.staffId, filter.staffId));
  if (filter.before !== undefined) conditions.push(lt(auditLog.id, filter.before));
  return db
    .select({
      id: auditLog.id,
      staffId: auditLog.staffId,
      staffName: staff.name,
      clientId: auditLog.clientId,
      clientFirstName: clients.firstName,
      clientLastName: clients.lastName,
      action: auditLog.action,
      detail: auditLog.detail,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .innerJoin(staff, eq(staff.id, auditLog.staffId))
    .leftJoin(clients, eq(clients.id, auditLog.clientId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE);
}
