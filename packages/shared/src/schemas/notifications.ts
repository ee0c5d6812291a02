import { z } from 'zod';
import { id } from './fields.ts';

export const NOTIFICATION_OBJECTS = ['Task', 'Action', 'Message', 'Session'] as const;
export type NotificationObject = (typeof NOTIFICATION_OBJECTS)[number];

export const notificationParams = z.strictObject({ id });
/** PUT mlw/notifications/{id} takes no fields (portal §7); an empty object is accepted too. */
export const markNotificationSeen = z.strictObject({}).nullish();

export const notificationView = z.object({
  id: z.number(),
  object: z.enum(NOTIFICATION_OBJECTS),
  seen: z.boolean(),
  created_at: z.string().describe('ISO 8601 time'),
  title: z.string(),
});
export type NotificationView = z.infer<typeof notificationView>;
