import { z } from 'zod';
import { id, requiredText } from './fields.ts';

/** The filters of GET staff/audit and staff/audit.csv (administrators). */
export const auditFilter = z.strictObject({
  /** Who did it. */
  staff_id: id.optional(),
  /** The client it was done to. */
  client_id: id.optional(),
  /** The staff account it was done to. */
  target_staff_id: id.optional(),
  action: requiredText(100).optional(),
});
export type AuditFilterQuery = z.input<typeof auditFilter>;

export const auditQuery = auditFilter.extend({ before: id.optional() });

const named = z.object({ id: z.number(), name: z.string().nullable() });

export const auditEntry = z.object({
  id: z.number(),
  /** Who did it; null for a staff sign-in that failed. */
  staff: named.nullable(),
  client: named.nullable(),
  target_staff: named.nullable(),
  action: z.string(),
  detail: z.string(),
  created_at: z.string(),
});
export type AuditEntryAnswer = z.infer<typeof auditEntry>;

export const auditPage = z.object({
  data: z.array(auditEntry),
  next_before: z.number().nullable().describe('Pass as before= for the next (older) page'),
});
export type AuditPage = z.infer<typeof auditPage>;

export const auditActions = z.object({ data: z.array(z.string()) });
