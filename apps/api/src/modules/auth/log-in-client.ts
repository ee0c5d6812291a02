import { TOKEN_TTL_SECONDS } from '@coaching/shared/constants';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { verifyPassword } from '../../lib/secrets.ts';
import { issueToken } from './token-repository.ts';

export const LOGIN_FAILED = 'Invalid username/password';
/** NCSC's advice: about ten tries before a lock, so people who mistype are not shut out. */
export const MAX_FAILURES = 10;
const LOCK_MINUTES = 15;

/** E-mail, date of birth and password must all match; repeated failures lock the account for a while. */
export async function logInClient(db: Db, email: string, dob: string, password: string) {
  const [client] = await db
    .select({
      id: clients.id,
      dob: clients.dob,
      passwordHash: clients.passwordHash,
      lockedUntil: clients.lockedUntil,
    })
    .from(clients)
    .where(and(sql`lower(${clients.email}) = ${email.toLowerCase()}`, isNull(clients.closedAt)))
    .limit(1);

  const passwordOk = await verifyPassword(password, client?.passwordHash ?? null);
  if (!client) throw new HttpError(401, LOGIN_FAILED);
  if (client.lockedUntil && client.lockedUntil > new Date()) {
    throw new HttpError(429, 'Too many failed attempts. Please wait 15 minutes or reset your password.');
  }
  if (!passwordOk || client.dob !== dob) {
    await db
      .update(clients)
      .set({
        failedLogins: sql`${clients.failedLogins} + 1`,
        lockedUntil: sql`case when ${clients.failedLogins} + 1 >= ${MAX_FAILURES} then now() + ${`${LOCK_MINUTES} minutes`}::interval else null end`,
      })
      .where(eq(clients.id, client.id));
    throw new HttpError(401, LOGIN_FAILED);
  }
  await db.update(clients).set({ failedLogins: 0, lockedUntil: null }).where(eq(clients.id, client.id));
  const accessToken = await issueToken(db, { clientId: client.id }, TOKEN_TTL_SECONDS);
  return { access_token: accessToken, token_type: 'Bearer' as const, expires_in: TOKEN_TTL_SECONDS };
}
