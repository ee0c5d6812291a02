import type { Db } from '../../db/client.ts';
import { hashPassword, verifyPassword } from '../../lib/secrets.ts';
import { revokeClientTokens } from '../auth/token-repository.ts';
import { findPasswordHash, setPasswordHash } from './account-repository.ts';

export type ChangePasswordResult = { status: 'OK' } | { status: 'Invalid password' };

/**
 * The spec's answer is a status, not an error code. A new password signs out every other device,
 * so someone who knew the old password loses access; the caller's own token stays valid.
 */
export async function changePassword(
  db: Db,
  caller: { clientId: number; tokenId: number },
  currentPassword: string,
  password: string,
): Promise<ChangePasswordResult> {
  const stored = await findPasswordHash(db, caller.clientId);
  if (!(await verifyPassword(currentPassword, stored))) return { status: 'Invalid password' };
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, caller.clientId, passwordHash);
    await revokeClientTokens(tx, caller.clientId, caller.tokenId);
  });
  return { status: 'OK' };
}
