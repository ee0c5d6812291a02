import type { Db } from '../../db/client.ts';
import { sha256 } from '../../lib/secrets.ts';
import { findUsableLinkClient } from '../client-links/link-repository.ts';

/**
 * Whether a reset link is still unused and unexpired. It says nothing of whose it is: the e-mail
 * and date of birth are still checked when the new password is sent.
 */
export async function checkResetLink(db: Db, token: string) {
  return { usable: (await findUsableLinkClient(db, 'password-reset', sha256(token))) !== undefined };
}
