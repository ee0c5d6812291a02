import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clientLinks, clients, referrers, staff } from '../../db/schema.ts';

export type NewClientRow = typeof clients.$inferInsert;
export type NewReferrerRow = Omit<typeof referrers.$inferInsert, 'id' | 'clientId' | 'createdAt'>;

const sameEmail = (email: string) => sql`lower(${clients.email}) = ${email.toLowerCase()}`;

export async function emailIsTaken(db: Executor, email: string, exceptClientId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        sameEmail(email),
        exceptClientId === undefined ? undefined : sql`${clients.id} <> ${exceptClientId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether a client has exactly this identity: e-mail and date of birth, or first name, last name,
 * postcode and date of birth. Names compare in lower case (the caller collapses their spaces), the
 * postcode as stored (normalised). One indexed lookup either way, so a near miss costs what a
 * stranger does.
 */
export async function identityIsRegistered(db: Executor, identity: Identity): Promise<boolean> {
  const matches =
    'email' in identity
      ? sameEmail(identity.email)
      : and(
          sql`lower(${clients.firstName}) = ${identity.firstName}`,
          sql`lower(${clients.lastName}) = ${identity.lastName}`,
          eq(clients.postcode, identity.postcode),
        );
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(matches, eq(clients.dob, identity.dob)))
    .limit(1);
  return row !== undefined;
}

export type Identity =
  | { email: string; dob: string }
  | { firstName: string; lastName: string; postcode: string; dob: string };

/** The active coach with the fewest open cases; ties go to the longest-serving coach. */
export async function leastBusyCoachId(db: Executor): Promise<number | null> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .leftJoin(clients, and(eq(clients.coachId, staff.id), isNull(clients.closedAt)))
    .where(and(eq(staff.role, 'coach'), eq(staff.active, true)))
    .groupBy(staff.id)
    .orderBy(asc(count(clients.id)), asc(staff.id))
    .limit(1);
  return row?.id ?? null;
}

export async function insertClient(db: Executor, row: NewClientRow): Promise<number> {
  const [inserted] = await db.insert(clients).values(row).returning({ id: clients.id });
  if (!inserted) throw new Error('client insert returned no row');
  return inserted.id;
}

export async function insertReferrer(db: Executor, clientId: number, row: NewReferrerRow): Promise<void> {
  await db.insert(referrers).values({ ...row, clientId });
}

/** The e-mail of the client registered with this key, or null when it is new. */
export async function emailRegisteredWithKey(db: Executor, keyHash: string): Promise<string | null> {
  const [row] = await db
    .select({ email: clients.email })
    .from(clients)
    .where(eq(clients.registrationKey, keyHash))
    .limit(1);
  return row?.email ?? null;
}

export type PendingClient = { id: number; firstName: string; email: string; hasPassword: boolean };

const pendingColumns = {
  id: clients.id,
  firstName: clients.firstName,
  email: clients.email,
  hasPassword: sql<boolean>`${clients.passwordHash} is not null`,
};

export async function findOpenClientByEmailAndDob(
  db: Executor,
  email: string,
  dob: string,
): Promise<PendingClient | null> {
  const [row] = await db
    .select(pendingColumns)
    .from(clients)
    .where(and(sameEmail(email), eq(clients.dob, dob), isNull(clients.closedAt)))
    .limit(1);
  return row ?? null;
}

export async function findOpenClientByRegistrationKey(
  db: Executor,
  keyHash: string,
): Promise<PendingClient | null> {
  const [row] = await db
    .select(pendingColumns)
    .from(clients)
    .where(and(eq(clients.registrationKey, keyHash), isNull(clients.closedAt)))
    .limit(1);
  return row ?? null;
}

export async function updateClientEmail(db: Executor, clientId: number, email: string): Promise<void> {
  await db.update(clients).set({ email, updatedAt: new Date() }).where(eq(clients.id, clientId));
}

export const linkOfClient = (clientId: number) => eq(clientLinks.clientId, clientId);

/** The link is for this client, and the client's case is still open. */
export const linkOfOpenClient = (clientId: number) =>
  and(
    linkOfClient(clientId),
    sql`${clientLinks.clientId} in (select ${clients.id} from ${clients} where ${clients.closedAt} is null)`,
  );

export async function setPasswordHash(db: Executor, clientId: number, passwordHash: string): Promise<void> {
  await db.update(clients).set({ passwordHash, updatedAt: new Date() }).where(eq(clients.id, clientId));
}
