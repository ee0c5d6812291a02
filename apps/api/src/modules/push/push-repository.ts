import type { PushDevice, PushSubscriptionRequest } from '@coaching/shared/schemas/push';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pushOffers, pushSubscriptions } from '../../db/schema.ts';
import { sha256 } from '../../lib/secrets.ts';

export type StoredSubscription = { id: number; endpoint: string; p256dh: string; auth: string };

export async function listDevices(db: Executor, clientId: number): Promise<PushDevice[]> {
  const rows = await db
    .select({
      id: pushSubscriptions.id,
      device: pushSubscriptions.device,
      createdAt: pushSubscriptions.createdAt,
      endpoint: pushSubscriptions.endpoint,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.clientId, clientId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
  return rows.map((r) => ({
    id: r.id,
    device: r.device,
    created_at: r.createdAt.toISOString(),
    endpoint_sha256: sha256(r.endpoint),
  }));
}

/**
 * A browser now used by `clientId` stops notifying anyone else (a shared device, a client signed out
 * and another in): their row goes, and with it the pushes still queued for it, which find no device.
 */
export async function releaseBrowserFromOthers(
  db: Executor,
  clientId: number,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), ne(pushSubscriptions.clientId, clientId)));
}

/**
 * One row per browser: subscribing again from the same browser (same endpoint) renews its keys, and
 * a browser someone else turned notifications on in before now notifies only the client signed in now.
 */
export async function saveSubscription(
  db: Executor,
  clientId: number,
  subscription: PushSubscriptionRequest,
  device: string,
): Promise<number> {
  await releaseBrowserFromOthers(db, clientId, subscription.endpoint);
  const values = { clientId, device, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...values, endpoint: subscription.endpoint })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: new Date() } })
    .returning({ id: pushSubscriptions.id });
  if (!row) throw new Error('push subscription not saved');
  return row.id;
}

/** Removes one of the client's devices; false when it is not theirs (or gone). */
export async function removeDevice(db: Executor, clientId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.clientId, clientId)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export async function listClientSubscriptionIds(db: Executor, clientId: number): Promise<number[]> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.clientId, clientId));
  return rows.map((r) => r.id);
}

export async function findSubscription(db: Executor, id: number): Promise<StoredSubscription | null> {
  const [row] = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, id));
  return row ?? null;
}

/** The push service says the subscription no longer exists (404 or 410, RFC 8030 §7.3). */
export async function forgetSubscription(db: Executor, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function isSuggestionDismissed(db: Executor, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ at: pushOffers.dismissedAt })
    .from(pushOffers)
    .where(eq(pushOffers.clientId, clientId));
  return Boolean(row);
}

export async function dismissSuggestion(db: Executor, clientId: number): Promise<void> {
  await db.insert(pushOffers).values({ clientId }).onConflictDoNothing();
}

/** Whether the client has push on for any device: staff see this on the record, never the endpoints. */
export async function hasPushDevice(db: Executor, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.clientId, clientId));
  return (row?.n ?? 0) > 0;
}
