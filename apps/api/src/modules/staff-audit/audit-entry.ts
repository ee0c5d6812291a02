import type { AuditEntryAnswer } from '@coaching/shared/schemas/staff-audit';
import type { AuditRow } from './list-audit.ts';

const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim();

/** A row as the console shows it: who, to whom, what, when. */
export function auditEntryOf(row: AuditRow): AuditEntryAnswer {
  return {
    id: row.id,
    staff: row.staffId === null ? null : { id: row.staffId, name: row.staffName },
    client:
      row.clientId === null
        ? null
        : { id: row.clientId, name: fullName(row.clientFirstName, row.clientLastName) },
    target_staff: row.targetStaffId === null ? null : { id: row.targetStaffId, name: row.targetStaffName },
    action: row.action,
    detail: row.detail,
    created_at: row.createdAt.toISOString(),
  };
}
