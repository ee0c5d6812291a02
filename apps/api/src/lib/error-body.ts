import { z } from 'zod';

/** The one error shape every route answers with (docs/product.md#api-values). */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

export const notModified = z.null().describe('Not modified: the If-None-Match ETag is still current');
