import type { MessageView } from '@coaching/shared/schemas/messages';
import type { Db } from '../../db/client.ts';
import { weakEtag } from '../../lib/conditional-get.ts';
import { markMessageNotificationsSeen } from '../notifications/notification-repository.ts';
import { listMessages, markCoachMessagesSeen, messageStamp } from './message-repository.ts';

export type MessagesRead = { etag: string; data: MessageView[] | null };

/**
 * The chat list for a poll. An unchanged list costs one aggregate query and answers data null.
 * Otherwise the list is returned as the client last saw it (user_seen as it was), and the coach
 * messages in it, with their notifications, are then marked seen.
 */
export async function readMessages(
  db: Db,
  clientId: number,
  isCurrent: (etag: string) => boolean,
): Promise<MessagesRead> {
  const before = weakEtag('m', await messageStamp(db, clientId));
  if (isCurrent(before)) return { etag: before, data: null };
  const data = await listMessages(db, clientId);
  const unseen = data.filter((message) => message.isCoach && !message.user_seen);
  const lastUnseen = unseen.at(-1);
  if (!lastUnseen) return { etag: before, data };
  await db.transaction(async (tx) => {
    await markCoachMessagesSeen(tx, clientId, lastUnseen.id);
    await markMessageNotificationsSeen(tx, clientId, lastUnseen.id);
  });
  return { etag: weakEtag('m', await messageStamp(db, clientId)), data };
}
