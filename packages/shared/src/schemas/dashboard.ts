import { z } from 'zod';
import { articleList } from './articles.ts';
import { notificationView } from './notifications.ts';
import { profile } from './profile.ts';
import { selfLog } from './self-log.ts';
import { sessionView } from './sessions.ts';

/**
 * GET mlw/dashboard: in one answer, what the signed-in dashboard's five lists answer one by one
 * (issue 36: one round trip on a slow connection). Each member is the `data` of its own call.
 */
export const dashboard = z.object({
  me: profile.describe('GET mlw/me'),
  sessions: z.array(sessionView).describe('GET mlw/sessions'),
  notifications: z.array(notificationView).describe('GET mlw/notifications'),
  self_log: selfLog.describe('GET mlw/self-log, without from and to'),
  articles: articleList.shape.data.describe('GET mlw/articles'),
});
export type Dashboard = z.infer<typeof dashboard>;
