import { ACCOUNT_MSG } from '@coaching/shared/messages';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/http-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/secrets.ts';
import { revokeStaffTokens } from '../auth/token-repository.ts';
import { recordAudit } from '../staff-audit/audit-repository.ts';
import { findStaffPasswordHash, setStaffPasswordHash } from './staff-repository.ts';

/**
 * A wrong current password is a field error (staff forms map it onto the field). A new password signs
 * out every other device, so someone who knew the old one loses access; the caller's token stays valid.
 */
export async function changeStaffPassword(
  db: Db,
  caller: { staffId: number; tokenId: number },
  currentPassword: string,
  password: string,
): Promise<void> {
  const stored = await findStaffPasswordHash(db, caller.staffId);
  if (!(await verifyPassword(currentPassword, stored))) {
    throw fieldError('current_password', ACCOUNT_MSG.wrongCurrentPassword);
  }
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await setStaffPasswordHash(tx, caller.staffId, passwordHash);
    await revokeStaffTokens(tx, caller.staffId, caller.tokenId);
    await recordAudit(tx, {
      staffId: caller.staffId,
      targetStaffId: caller.staffId,
      action: 'changed own password',
    });
  });
}
