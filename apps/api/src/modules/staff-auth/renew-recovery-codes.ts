import { STAFF_AUTH_TEXT } from '@coaching/shared/schemas/staff-auth';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { recordAudit } from '../staff-audit/audit-repository.ts';
import { newRecoveryCodes } from './recovery-codes.ts';
import { claimTotpStep, findTotpSecret, replaceRecoveryCodes } from './staff-repository.ts';
import { matchTotp } from './totp.ts';

/** A fresh set replaces every old code; a current code from the app proves it is the owner asking. */
export async function renewRecoveryCodes(
  db: Db,
  staffId: number,
  totp: string,
  stepSeconds: number,
): Promise<string[]> {
  const secret = await findTotpSecret(db, staffId);
  if (!secret) throw notFound();
  const step = matchTotp(secret, totp, Date.now() / 1000, stepSeconds);
  if (step === null || !(await claimTotpStep(db, staffId, step))) {
    throw new HttpError(400, STAFF_AUTH_TEXT.totpWrong, { totp: [STAFF_AUTH_TEXT.totpWrong] });
  }
  const { codes, hashes } = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, staffId, hashes);
    await recordAudit(tx, { staffId, targetStaffId: staffId, action: 'renewed recovery codes' });
  });
  return codes;
}
