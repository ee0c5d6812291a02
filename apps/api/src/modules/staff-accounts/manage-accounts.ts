import {
  ACCOUNT_TEXT,
  type StaffAccountForm,
  type StaffAccountUpdate,
} from '@coaching/shared/schemas/staff-accounts';
import type { Db } from '../../db/client.ts';
import { requireHeldVersion } from '../../lib/conditional-write.ts';
import { conflict, fieldError, notFound } from '../../lib/http-errors.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { revokeStaffTokens } from '../auth/token-repository.ts';
import { recordAudit } from '../staff-audit/audit-repository.ts';
import { accountChanges, STAFF_CHANGE } from './account-changes.ts';
import {
  accountVersion,
  clearSecondFactor,
  emailInUse,
  findAccount,
  insertAccount,
  updateAccount,
} from './account-repository.ts';
import { placeRetiringCoachClients } from './retire-coach.ts';

/** The new colleague logs in with this password and sets up the authenticator app then. */
export async function createAccount(
  db: Db,
  callerId: number,
  form: Required<StaffAccountForm>,
): Promise<number> {
  if (await emailInUse(db, form.email)) throw fieldError('email', ACCOUNT_TEXT.emailTaken);
  const passwordHash = await hashPassword(form.password);
  return db.transaction(async (tx) => {
    const staffId = await insertAccount(tx, {
      email: form.email,
      name: form.name,
      role: form.role,
      passwordHash,
    });
    await recordAudit(tx, {
      staffId: callerId,
      targetStaffId: staffId,
      action: STAFF_CHANGE.created,
      detail: `role ${form.role}`,
    });
    return staffId;
  });
}

/**
 * Rename, change role, retire or bring back, or reset the second factor. Retiring places the coach's
 * clients with the colleagues chosen (retire-coach.ts); retiring or resetting signs the person out
 * everywhere. An administrator cannot lock themselves out this way. Refused (412), with nothing
 * written, when `ifMatch` names an earlier version of the account than the one it has now.
 */
export async function changeAccount(
  db: Db,
  callerId: number,
  staffId: number,
  change: StaffAccountUpdate,
  ifMatch?: string | undefined,
): Promise<void> {
  if (staffId === callerId && (change.active === false || change.role === 'coach')) {
    throw conflict(ACCOUNT_TEXT.ownAccount);
  }
  await db.transaction(async (tx) => {
    const before = await findAccount(tx, staffId);
    if (!before) throw notFound();
    requireHeldVersion(ifMatch, accountVersion(before));
    await updateAccount(tx, staffId, {
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.role !== undefined ? { role: change.role } : {}),
      ...(change.active !== undefined ? { active: change.active } : {}),
    });
    if (change.reset_second_factor) await clearSecondFactor(tx, staffId);
    if (change.active === false) await placeRetiringCoachClients(tx, callerId, staffId, change.successor_ids);
    if (change.active === false || change.reset_second_factor) await revokeStaffTokens(tx, staffId);
    for (const entry of accountChanges(before, change)) {
      await recordAudit(tx, { staffId: callerId, targetStaffId: staffId, ...entry });
    }
  });
}
