import type { AccountDetails } from '@coaching/shared/schemas/account';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';

export async function updateClientDetails(
  db: Executor,
  clientId: number,
  details: AccountDetails,
): Promise<void> {
  await db
    .update(clients)
    .set({
      firstName: details.first_name,
      lastName: details.last_name,
      gender: details.gender,
      genderOther: details.gender_other,
      address1: details.address1,
      postcode: details.postcode,
      phoneNumber: details.phone_mobile,
      toolNotificationSms: details.tool_notification_sms,
      toolNotificationEmail: details.tool_notification_email,
      updatedAt: new Date(),
    })
    .where(eq(clients.id, clientId));
}

export async function findPasswordHash(db: Executor, clientId: number): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: clients.passwordHash })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  return row?.passwordHash ?? null;
}

export async function setPasswordHash(db: Executor, clientId: number, passwordHash: string): Promise<void> {
  await db.update(clients).set({ passwordHash, updatedAt: new Date() }).where(eq(clients.id, clientId));
}

/** Keeps the first request's time when a client asks twice. */
export async function markClosureRequested(db: Executor, clientId: number): Promise<void> {
  await db
    .update(clients)
    .set({ closureRequestedAt: sql`now()`, updatedAt: new Date() })
    .where(and(eq(clients.id, clientId), isNull(clients.closureRequestedAt)));
}
