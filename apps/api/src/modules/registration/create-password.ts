import { REGISTRATION_MSG } from '@coaching/shared/messages';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { hashPassword, sha256 } from '../../lib/secrets.ts';
import { consumeLink, findUsableLinkClient, retireLinks } from '../client-links/link-repository.ts';
import { linkOfClient, linkOfOpenClient, setPasswordHash } from './registration-repository.ts';

/**
 * Sets the first password from an e-mailed link. The link works once, until it expires; a used,
 * expired, unknown or someone else's link all answer the same 404.
 */
export async function createPassword(
  db: Db,
  clientId: number,
  secret: string,
  password: string,
): Promise<void> {
  const tokenHash = sha256(secret);
  // Check the link before the deliberately slow hashing, so made-up links cost the server little.
  if (
    (await findUsableLinkClient(db, 'password-creation', tokenHash, linkOfOpenClient(clientId))) === undefined
  )
    throw notFound(REGISTRATION_MSG.linkInvalid);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const consumed = await consumeLink(tx, 'password-creation', tokenHash, linkOfClient(clientId));
    if (consumed === undefined) throw notFound(REGISTRATION_MSG.linkInvalid);
    await setPasswordHash(tx, clientId, passwordHash);
    await retireLinks(tx, clientId, 'password-creation');
  });
}
