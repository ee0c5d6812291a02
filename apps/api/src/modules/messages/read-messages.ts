import type { MessageView } from '@coaching/shared/schemas/messages';
import type { Db } from '../../db/client.ts';
import { weakEtag } from '../../lib/conditional-get.ts';
import { markMessageNotificationsSeen } from '../notifications/notification-repository.ts';
import type { ChatPoll } from './chat-poll.ts';
import { listMessages, markCoachMessagesSeen } from './message-repository.ts';

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
  const marked = await markSeen(db, clientId, data);
  // The ETag is the stamp read before the list, with what this read marked seen: a stamp read afresh
  // here could count a message sent since the list was read, and every later poll would then answer
  // 304 without it. A message the list holds beyond that stamp only costs one more full answer.
  const [n, last, unseen] = stamp;
  return { etag: weakEtag('m', [n, last, marked ? 0 : unseen]), data };
}

/** An older page of the chat (no ETag: the poll watches the latest page), marked seen as it is read. */
export async function readOlderMessages(db: Db, clientId: number, before: number): Promise<MessageView[]> {
  const data = await listMessages(db, clientId, before);
  await markSeen(db, clientId, data);
  return data;
}

/**
 * Marks the coach's messages up to the last unseen one in `data` seen; true when there was one. The
 * page is the latest, so none newer than it is left unseen.
 */
async function markSeen(db: Db, clientId: number, data: MessageView[]): Promise<boolean> {
  const lastUnseen = data.filter((message) => message.isCoach && !message.user_seen).at(-1);
  if (!lastUnseen) return false;
  await db.transaction(async (tx) => {
    await markCoachMessagesSeen(tx, clientId, lastUnseen.id);
    await markMessageNotificationsSeen(tx, clientId, lastUnseen.id);
  });
  return true;
}
