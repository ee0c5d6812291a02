import { errorAnswer } from '@coaching/shared/schemas/errors';
import { z } from 'zod';

/** The one error shape every route answers with (docs/product.md#api-values), from packages/shared. */
export const errorBody = errorAnswer;

export const notModified = z.null().describe('Not modified: the If-None-Match ETag is still current');
