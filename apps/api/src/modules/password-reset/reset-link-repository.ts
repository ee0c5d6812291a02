import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clientLinks, clients } from '../../db/schema.ts';
import { clearAccountFailures, clientAccount } from '../auth/login-failures.ts';

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

/** The link was sent for this e-mail and date of birth, to an account that is still open. */
export const linkOfResettableClient = (email: string, dob: string) =>
  sql`${clientLinks.clientId} in (select ${clients.id} from ${clients} where ${sameEmail(email)} and ${clients.dob} = ${dob} and ${clients.closedAt} is null)`;

/** Sets the password and ends any pause on logging in (the lockout message offers a reset). */
export async function setClientPassword(db: Executor, clientId: number, passwordHash: string): Promise<void> {
  const [row] = await db
    .update(clients)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(clients.id, clientId))
    .returning({ email: clients.email });
  if (row) await clearAccountFailures(db, clientAccount(row.email));
}
