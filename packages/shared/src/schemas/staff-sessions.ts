import { z } from 'zod';
import { sessionView } from './sessions.ts';

/** A session as the staff console sees it: each note carries its id, so a mistaken one can be removed. */
export const staffSessionView = sessionView.extend({
  notes: z.array(z.object({ id: z.number(), date: z.string(), note: z.string() })),
});
export type StaffSessionView = z.infer<typeof staffSessionView>;
