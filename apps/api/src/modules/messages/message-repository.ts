import { MESSAGE_PAGE_SIZE } from '@coaching/shared/constants';
import type { MessageView } from '@coaching/shared/schemas/messages';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { type Executor, opaquePlaceholder, preparedOnce } from '../../db/client.ts';
import { clients, messages, notifications, staff } from '../../db/schema.ts';

/** What a chat's ETag is made of, over the client's messages (none: 0, 0, 0). */
export const stampColumns = {
  n: sql<number>`count(${messages.id})::int`,
  last: sql<number>`coalesce(max(${messages.id}), 0)::int`,
  unseen: sql<number>`(count(*) filter (where ${messages.isCoach} and not ${messages.userSeen}))::int`,
};

export type MessageStamp = [number, number, number];

function selectMessages(db: Executor) {
  return db
    .select({
      id: messages.id,
      isCoach: messages.isCoach,
      message: messages.message,
      userSeen: messages.userSeen,
      sent: messages.sent,
      coachName: staff.name,
      clientName: clients.firstName,
      notificationId: notifications.id,
    })
    .from(messages)
    .innerJoin(clients, eq(clients.id, messages.clientId))
    .leftJoin(staff, eq(staff.id, messages.staffId))
    .leftJoin(
      notifications,
      and(
        eq(notifications.clientId, messages.clientId),
        eq(notifications.object, 'Message'),
        eq(notifications.objectId, messages.id),
      ),
    );
}

type MessageRow = {
  id: number;
  isCoach: boolean;
  message: string;
  userSeen: boolean;
  sent: Date;
  coachName: string | null;
  clientName: string;
  notificationId: number | null;
};

function toView(row: MessageRow): MessageView {
  return {
    id: row.id,
    author: row.isCoach ? (row.coachName ?? 'Your coach') : row.clientName,
    sent: row.sent.toISOString(),
    message: row.message,
    isCoach: row.isCoach,
    user_seen: row.userSeen,
    notification_id: row.notificationId,
  };
}

// Behind a sub-select, so PostgreSQL keeps one plan for every client (db/client.ts, opaquePlaceholder).
const clientPlaceholder = opaquePlaceholder('clientId', 'int');

/** Polled every 5 seconds while the chat is open: planning the join cost more than running it. */
const latestPage = preparedOnce((db) =>
  selectMessages(db)
    .where(eq(messages.clientId, clientPlaceholder))
    .orderBy(desc(messages.sent), desc(messages.id))
    .limit(MESSAGE_PAGE_SIZE)
    .prepare('latest_messages'),
);

const pageBefore = preparedOnce((db) =>
  selectMessages(db)
    .where(
      and(
        eq(messages.clientId, clientPlaceholder),
        sql`(${messages.sent}, ${messages.id}) < (select m.sent, m.id from ${messages} m where m.id = ${sql.placeholder('before')} and m.client_id = ${clientPlaceholder})`,
      ),
    )
    .orderBy(desc(messages.sent), desc(messages.id))
    .limit(MESSAGE_PAGE_SIZE)
    .prepare('messages_before'),
);

/**
 * A page of the chat, oldest first as a chat reads: the latest MESSAGE_PAGE_SIZE messages, or those
 * before the message `before` (the next page back).
 */
export async function listMessages(db: Executor, clientId: number, before?: number): Promise<MessageView[]> {
  const rows =
    before === undefined
      ? await latestPage(db).execute({ clientId })
      : await pageBefore(db).execute({ clientId, before });
  return rows.reverse().map(toView);
}

export async function findMessage(
  db: Executor,
  clientId: number,
  messageId: number,
): Promise<MessageView | null> {
  const [row] = await selectMessages(db)
    .where(and(eq(messages.clientId, clientId), eq(messages.id, messageId)))
    .limit(1);
  return row ? toView(row) : null;
}

export async function markCoachMessagesSeen(db: Executor, clientId: number, upToId: number): Promise<void> {
  await db
    .update(messages)
    .set({ userSeen: true })
    .where(
      and(
        eq(messages.clientId, clientId),
        eq(messages.isCoach, true),
        eq(messages.userSeen, false),
        lte(messages.id, upToId),
      ),
    );
}

export async function insertMessage(
  db: Executor,
  values: { clientId: number; planId: number; message: string; staffId: number | null },
): Promise<number> {
  const isCoach = values.staffId !== null;
  const [row] = await db
    .insert(messages)
    .values({ ...values, isCoach, userSeen: !isCoach })
    .returning({ id: messages.id });
  if (!row) throw new Error('message insert returned no row');
  return row.id;
}
