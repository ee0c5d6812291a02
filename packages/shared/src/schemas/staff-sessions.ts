import { z } from 'zod';
import { sessionView } from './sessions.ts';

/** A session as the staff console sees it: each note carries its id, so a mistaken one can be removed. */
export const staffSessionView = sessionView.extend({
  notes: z.array(z.object({ id: z.number(), date: z.string(), note: z.string() })),
  undo_until: z
    .string()
    .nullable()
    .describe('Held or missed: until when (ISO time) it can be undone (rules/session-undo.ts); else null'),
  marked_by: z.number().nullable().describe('Held or missed: the staff id who marked it'),
});
export type StaffSessionView = z.infer<typeof staffSessionView>;
