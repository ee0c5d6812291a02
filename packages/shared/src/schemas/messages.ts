import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '../constants.ts';
import { id, requiredText } from './fields.ts';

/** POST mlw/messages/{planId}. */
export const sendMessage = z.strictObject({ message: requiredText(MESSAGE_MAX_LENGTH) });
export type SendMessage = z.input<typeof sendMessage>;
export const messagePlanParams = z.strictObject({ planId: id });

/** `before`: a message id; the page of messages older than it (none: the latest page). */
export const messagePageQuery = z.strictObject({ before: id.optional() });

export const messageView = z.object({
  id: z.number(),
  author: z.string(),
  sent: z.string().describe('ISO 8601 time'),
  message: z.string(),
  isCoach: z.boolean(),
  user_seen: z.boolean(),
  notification_id: z.number().nullable(),
});
export type MessageView = z.infer<typeof messageView>;
