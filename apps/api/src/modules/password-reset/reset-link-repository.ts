import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clientLinks, clients } from '../../db/schema.ts';

const sameEmail = (email: string) => sql`lower(${clients.email}) = ${email.toLowerCase()}`;

/** Only an open account whose e-mail and date of birth both match can be reset. */
export async function findResettableClient(
  db: Executor,
  email: string,
  dob: string,
): Promise<{ id: number; email: string; firstName: string } | undefined> {
  const [row] = await db
    .select({ id: clients.id, email: clients.email, firstName: clients.firstName })
    .from(clients)
    .where(and(sameEmail(email), eq(clients.dob, dob), isNull(clients.closedAt)))
    .limit(1);
  return row;
}

/** A new link replaces any earlier unused one: only the latest e-mail works. */
export async function replaceResetLink(
  db: Executor,
  clientId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(clientLinks)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(clientLinks.clientId, clientId),
        eq(clientLinks.purpose, 'password-reset'),
        isNull(clientLinks.usedAt),
      ),
    );
  await db.insert(clientLinks).values({ clientId, purpose: 'password-reset', tokenHash, expiresAt });
}

const usableLink = (tokenHash: string, email: string, dob: string) =>
  and(
    eq(clientLinks.tokenHash, tokenHash),
    eq(clientLinks.purpose, 'password-reset'),
    isNull(clientLinks.usedAt),
    gt(clientLinks.expiresAt, new Date()),
    sql`${clientLinks.clientId} in (select ${clients.id} from ${clients} where ${sameEmail(email)} and ${clients.dob} = ${dob} and ${clients.closedAt} is null)`,
  );

export async function resetLinkIsUsable(db: Executor, tokenHash: string, email: string, dob: string) {
  const [row] = await db
    .select({ id: clientLinks.id })
    .from(clientLinks)
    .where(usableLink(tokenHash, email, dob))
    .limit(1);
  return row !== undefined;
}

/** Marks the link used in one statement, so two requests with one link cannot both succeed. */
export async function consumeResetLink(
  db: Executor,
  tokenHash: string,
  email: string,
  dob: string,
): Promise<number | undefined> {
  const [row] = await db
    .update(clientLinks)
    .set({ usedAt: new Date() })
    .where(usableLink(tokenHash, email, dob))
    .returning({ clientId: clientLinks.clientId });
  return row?.clientId;
}

export async function setClientPassword(db: Executor, clientId: number, passwordHash: string): Promise<void> {
  await db
    .update(clients)
    .set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: new Date() })
    .where(eq(clients.id, clientId));
}
