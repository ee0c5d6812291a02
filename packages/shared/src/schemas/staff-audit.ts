import { z } from 'zod';
import { id } from './fields.ts';

/** GET staff/audit (administrators). */
export const auditQuery = z.strictObject({
  client_id: id.optional(),
  staff_id: id.optional(),
  before: id.optional(),
});

export const auditEntry = z.object({
  id: z.number(),
  staff: z.object({ id: z.number(), name: z.string() }),
  client: z.object({ id: z.number(), name: z.string().nullable() }).nullable(),
  action: z.string(),
  detail: z.string(),
  created_at: z.string(),
});

export const auditPage = z.object({
  data: z.array(auditEntry),
  next_before: z.number().nullable().describe('Pass as before= for the next (older) page'),
});
export type AuditPage = z.infer<typeof auditPage>;
