import { z } from 'zod';

/** The answer of a write that has nothing more to say than that it was done. */
export const okAnswer = z.object({ data: z.literal('ok') });
export type OkAnswer = z.infer<typeof okAnswer>;
