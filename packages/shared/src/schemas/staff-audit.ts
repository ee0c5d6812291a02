import { z } from 'zod';

/** GET staff/audit (administrators). */
export const auditQuery = z.strictObject({
  client_id: z.coerce.number().int().positive().optional(),
  staff_id: z.coerce.number().int().positive().optional(),
  before: z.coerce.number().int().positive().optional(),
});

export const auditEntry = z.object({
  id: z.number(),
  staff: z.object({ id: z.number(), name: z.string() }),
  client: z.object({ id: z.number(), name: z.string().nullable() }).nullable(),
  action: z.string(),
  detail: z.string(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = z.object({
  data: z.array(auditEntry),
  next_before: z.number().nullable().describe('Pass as before= for the next (older) page'),
});
export type AuditPage = z.infer<typeof auditPage>;
