import { PASSWORD_RESET_MSG } from '@coaching/shared/messages';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { hashPassword, sha256 } from '../../lib/secrets.ts';
import { revokeClientTokens } from '../auth/token-repository.ts';
import { consumeLink, findUsableLinkClient } from '../client-links/link-repository.ts';
import { linkOfResettableClient, setClientPassword } from './reset-link-repository.ts';

/**
 * Sets a new password from the e-mailed link. The link works once, until it expires, and only with
 * the e-mail and date of birth it was sent for; every failure answers the same 404. Everyone signed
 * in to the account is signed out, since the reset may be because someone else got in.
 */
export async function resetPassword(
  db: Db,
  request: { token: string; email: string; dob: string; password: string },
): Promise<void> {
  const tokenHash = sha256(request.token);
  // Check the link before the deliberately slow hashing, so made-up links cost the server little.
  const linkCondition = linkOfResettableClient(request.email, request.dob);
  if ((await findUsableLinkClient(db, 'password-reset', tokenHash, linkCondition)) === undefined) {
    throw notFound(PASSWORD_RESET_MSG.linkInvalid);
  }
  const passwordHash = await hashPassword(request.password);
  await db.transaction(async (tx) => {
    const clientId = await consumeLink(tx, 'password-reset', tokenHash, linkCondition);
    if (clientId === undefined) throw notFound(PASSWORD_RESET_MSG.linkInvalid);
    await setClientPassword(tx, clientId, passwordHash);
    await revokeClientTokens(tx, clientId);
  });
}
