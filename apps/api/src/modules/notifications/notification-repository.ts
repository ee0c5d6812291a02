import type { NotificationObject, NotificationView } from '@coaching/shared/schemas/notifications';
import { and, desc, eq, sql } from 'drizzle-orm';
import { batchedLookup } from '../../db/batched-lookup.ts';
import { type Executor, preparedOnce } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';

/** The bell shows the newest notifications; older ones are never reached from it. */
export const NOTIFICATION_LIST_LIMIT = 100;

const view = {
  id: notifications.id,
  object: notifications.object,
  seen: notifications.seen,
  createdAt: notifications.createdAt,
  title: notifications.title,
};

type Row = { id: number; object: NotificationObject; seen: boolean; createdAt: Date; title: string };

function toView(row: Row): NotificationView {
  return {
    id: row.id,
    object: row.object,
    seen: row.seen,
    created_at: row.createdAt.toISOString(),
    title: row.title,
  };
}

/** One pass over the client's index range: changes whenever a row is added or marked seen. */
const notificationStampLookup = preparedOnce((db) =>
  db
    .select({
      clientId: notifications.clientId,
      n: sql<number>`count(*)::int`,
      last: sql<number>`coalesce(max(${notifications.id}), 0)::int`,
      seen: sql<number>`(count(*) filter (where ${notifications.seen}))::int`,
    })
    .from(notifications)
    .where(sql`${notifications.clientId} = any(${sql.placeholder('clientIds')})`)
    .groupBy(notifications.clientId)
    .prepare('notification_stamps'),
);

// Polls from many clients in one event-loop turn share one query.
const findNotificationStamp = batchedLookup(
  (db, clientIds: number[]) => notificationStampLookup(db).execute({ clientIds }),
  (row) => row.clientId,
);

/** What the notification list's ETag is made of; prepared once, as every poll runs it. */
export async function notificationStamp(db: Executor, clientId: number): Promise<[number, number, number]> {
  const row = await findNotificationStamp(db, clientId);
  return [Number(row?.n ?? 0), Number(row?.last ?? 0), Number(row?.seen ?? 0)];
}

export async function listNotifications(db: Executor, clientId: number): Promise<NotificationView[]> {
  const rows = await db
    .select(view)
    .from(notifications)
    .where(eq(notifications.clientId, clientId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
  return rows.map(toView);
}

export async function markNotificationSeen(
  db: Executor,
  clientId: number,
  notificationId: number,
): Promise<NotificationView | null> {
  const [row] = await db
    .update(notifications)
    .set({ seen: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.clientId, clientId)))
    .returning(view);
  return row ? toView(row) : null;
}

export async function insertNotification(
  db: Executor,
  values: { clientId: number; object: NotificationObject; objectId: number; title: string },
): Promise<number> {
  const [row] = await db.insert(notifications).values(values).returning({ id: notifications.id });
  if (!row) throw new Error('notification insert returned no row');
  return row.id;
}

/** Reading the messages page answers every message notification up to the last message shown. */
export async function markMessageNotificationsSeen(
  db: Executor,
  clientId: number,
  upToMessageId: number,
): Promise<void> {
  await db
    .update(notifications)
    .set({ seen: true })
    .where(
      and(
        eq(notifications.clientId, clientId),
        eq(notifications.object, 'Message'),
        eq(notifications.seen, false),
        sql`${notifications.objectId} <= ${upToMessageId}`,
      ),
    );
}
