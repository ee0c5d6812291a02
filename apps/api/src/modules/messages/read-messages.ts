import type { MessageView } from '@coaching/shared/schemas/messages';
import type { Db } from '../../db/client.ts';
import { weakEtag } from '../../lib/conditional-get.ts';
import { markMessageNotificationsSeen } from '../notifications/notification-repository.ts';
import type { ChatPoll } from './chat-poll.ts';
import { listMessages, markCoachMessagesSeen, messageStamp } from './message-repository.ts';

export type MessagesRead = { etag: string; data: MessageView[] | null };

/**
 * The chat list for a poll. An unchanged list costs one aggregate query and answers data null.
 * Otherwise the list is returned as the client last saw it (user_seen as it was), and the coach
 * messages in it, with their notifications, are then marked seen.
 */
export async function readMessages(
  db: Db,
  { clientId, stamp }: ChatPoll,
  isCurrent: (etag: string) => boolean,
): Promise<MessagesRead> {
  const before = weakEtag('m', stamp);
  if (isCurrent(before)) return { etag: before, data: null };
  const data = await listMessages(db, clientId);
  await markSeen(db, clientId, data);
  return { etag: weakEtag('m', await messageStamp(db, clientId)), data };
}

/** An older page of the chat (no ETag: the poll watches the latest page), marked seen as it is read. */
export async function readOlderMessages(db: Db, clientId: number, before: number): Promise<MessageView[]> {
  const data = await listMessages(db, clientId, before);
  await markSeen(db, clientId, data);
  return data;
}

async function markSeen(db: Db, clientId: number, data: MessageView[]) {
  const lastUnseen = data.filter((message) => message.isCoach && !message.user_seen).at(-1);
  if (!lastUnseen) return;
  await db.transaction(async (tx) => {
    await markCoachMessagesSeen(tx, clientId, lastUnseen.id);
    await markMessageNotificationsSeen(tx, clientId, lastUnseen.id);
  });
}
