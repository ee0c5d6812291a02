import { z } from 'zod';
import { PATHWAY_SLUGS } from '../constants.ts';
import { MSG } from '../messages.ts';

/** PUT mlw/pathways: the goals the client wants help with, at least one. */
export const pathwaysRequest = z.strictObject({
  pathways: z
    .array(z.enum(PATHWAY_SLUGS, { error: MSG.choose }), { error: MSG.chooseOne })
    .min(1, MSG.chooseOne)
    .max(PATHWAY_SLUGS.length)
    .refine((list) => new Set(list).size === list.length, MSG.chooseOne),
});
export type PathwaysRequest = z.input<typeof pathwaysRequest>;
