import { z } from 'zod';

/**
 * GET of an e-mailed link (password creation, password reset): whether it can still be used, so
 * the page says so when it opens rather than after the form is filled in.
 */
export const linkStatusResponse = z.object({ usable: z.boolean() });
export type LinkStatus = z.infer<typeof linkStatusResponse>;
