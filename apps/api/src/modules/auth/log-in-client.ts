import { TOKEN_TTL_SECONDS } from '@coaching/shared/constants';
import { plural } from '@coaching/shared/rules/wording';
import { and, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { loginFailed, tooManyRequests } from '../../lib/http-errors.ts';
import { verifyPassword } from '../../lib/secrets.ts';
import {
  CLIENT_LIMIT,
  clearSourceFailures,
  clientAccount,
  failureCounts,
  pausedFor,
  recordFailure,
} from './login-failures.ts';
import { issueToken } from './token-repository.ts';

export const LOGIN_FAILED = 'Invalid username/password';
/** The lockout in words, with the minutes still to wait (shown as it is on the login form). */
export const loginPaused = (ms: number) =>
  `Too many failed attempts. Please wait ${plural(Math.max(1, Math.ceil(ms / 60_000)), 'minute')} or reset your password.`;

/**
 * E-mail, date of birth and password must all match. Every step runs the same for an unknown
 * address (a dummy password check, the same failure count), so neither the answer nor its timing
 * says whether an account exists. Failures pause the address from the caller's source (`ip`), and from
 * everywhere only at many more (login-failures.ts).
 */
export async function logInClient(db: Db, email: string, dob: string, password: string, ip: string) {
  const counts = failureCounts(clientAccount(email), ip, CLIENT_LIMIT);
  const paused = await pausedFor(db, counts);
  if (paused > 0) throw tooManyRequests(loginPaused(paused), paused);
  const [client] = await db
    .select({ id: clients.id, dob: clients.dob, passwordHash: clients.passwordHash })
    .from(clients)
    // A discharged case is closed but kept: its client may still sign in to read and download it.
    .where(
      and(
        sql`lower(${clients.email}) = ${email.toLowerCase()}`,
        or(isNull(clients.closedAt), isNotNull(clients.dischargedAt)),
      ),
    )
    .limit(1);

  const passwordOk = await verifyPassword(password, client?.passwordHash ?? null);
  if (!client || !passwordOk || client.dob !== dob) {
    await recordFailure(db, counts);
    throw loginFailed(LOGIN_FAILED);
  }
  await clearSourceFailures(db, counts);
  const accessToken = await issueToken(db, { clientId: client.id }, TOKEN_TTL_SECONDS);
  return { access_token: accessToken, token_type: 'Bearer' as const, expires_in: TOKEN_TTL_SECONDS };
}
