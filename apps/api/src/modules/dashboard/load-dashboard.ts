import type { Dashboard } from '@coaching/shared/schemas/dashboard';
import type { Executor } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { publishedArticles } from '../articles/article-list-answer.ts';
import { listNotifications } from '../notifications/notification-repository.ts';
import { findProfileByToken } from '../profile/profile-repository.ts';
import { readClientLog } from '../self-log/read-client-log.ts';
import { listSessions } from '../sessions/session-repository.ts';

/**
 * What GET mlw/me, mlw/sessions, mlw/notifications, mlw/self-log and mlw/articles answer the client
 * whose live token has this hash, read by the same functions; null for any other token. The profile
 * query checks the token (as GET mlw/me does); the four lists are then read side by side, each on
 * its own pooled connection (readTogether).
 */
export async function loadDashboard(db: Executor, tokenHash: string): Promise<Dashboard | null> {
  const me = await findProfileByToken(db, tokenHash);
  if (!me) return null;
  const [sessions, notifications, selfLog, articles] = await readTogether(
    db,
    () => listSessions(db, me.id),
    () => listNotifications(db, me.id),
    () => readClientLog(db, me.id, {}),
    () => publishedArticles(db),
  );
  return { me, sessions, notifications, self_log: selfLog, articles };
}
