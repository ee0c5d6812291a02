import { z } from 'zod';
import { ERROR_CODES } from '../error-codes.ts';

/** Messages for each field the server refused, by the field's dotted path (`client.email`). */
export const fieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrors>;

/** The one error answer of every route (API-NOTES: `{message, errors?}`, with the code beside). */
export const errorAnswer = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  errors: fieldErrors.optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;
