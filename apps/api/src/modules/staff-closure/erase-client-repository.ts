import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';

export async function findClosureRequest(db: Executor, clientId: number) {
  const [row] = await db
    .select({
      id: clients.id,
      email: clients.email,
      phone: clients.phoneNumber,
      firstName: clients.firstName,
      dob: clients.dob,
      postcode: clients.postcode,
      requestedAt: clients.closureRequestedAt,
    })
    .from(clients)
    .where(eq(clients.id, clientId))
    .for('update');
  return row;
}

/** Marks the (already erased) account closed, which ends its logins and its place in every list. */
export async function markClosed(db: Executor, clientId: number): Promise<Date> {
  const closedAt = new Date();
  await db
    .update(clients)
    .set({ closedAt, updatedAt: closedAt })
    .where(and(eq(clients.id, clientId), sql`${clients.closedAt} is null`));
  return closedAt;
}
