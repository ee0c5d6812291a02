import { STAFF_TOKEN_TTL_SECONDS } from '@coaching/shared/constants';
import { STAFF_AUTH_TEXT, type StaffLoginResponse } from '@coaching/shared/schemas/staff-auth';
import type { Db, Executor } from '../../db/client.ts';
import { HttpError, loginFailed, tooManyRequests } from '../../lib/http-errors.ts';
import { verifyPassword } from '../../lib/secrets.ts';
import {
  clearSourceFailures,
  type FailureCounts,
  failureCounts,
  pausedFor,
  recordFailure,
  STAFF_LIMIT,
  staffAccount,
} from '../auth/login-failures.ts';
import { issueToken } from '../auth/token-repository.ts';
import { recordAudit } from '../staff-audit/audit-repository.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import {
  claimTotpStep,
  enableTotp,
  findActiveStaffByEmail,
  storePendingTotpSecret,
  useRecoveryCode,
} from './staff-repository.ts';
import { matchTotp, newTotpSecret, otpauthUri } from './totp.ts';

export const TOTP_ISSUER = 'Live Well Coaching';

/** Why a sign-in failed, for the audit log: never what was typed. */
const WRONG = {
  account: 'no active account with that e-mail',
  locked: 'account paused after failed sign-ins',
  password: 'wrong password',
  totp: 'wrong or reused authenticator code',
  recovery: 'wrong or used recovery code',
} as const;

type LoginInput = {
  email: string;
  password: string;
  totp?: string | undefined;
  recovery_code?: string | undefined;
};
type Member = NonNullable<Awaited<ReturnType<typeof findActiveStaffByEmail>>> & { counts: FailureCounts };

const secondFactorError = (field: 'totp' | 'recovery_code', text: string) =>
  new HttpError(401, text, { [field]: [text] }, { code: 'SECURITY_CODE_WRONG' });

/** The audit log's sign-in actions; the target is the account tried, the detail says how. */
export const SIGN_IN = { succeeded: 'staff signed in', failed: 'staff sign-in failed' } as const;

const auditFailure = (db: Executor, targetStaffId: number | null, detail: string) =>
  recordAudit(db, { staffId: null, targetStaffId, action: SIGN_IN.failed, detail });

async function fail(db: Db, member: Member, error: HttpError, detail: string): Promise<never> {
  await db.transaction(async (tx) => {
    await recordFailure(tx, member.counts);
    await auditFailure(tx, member.id, detail);
  });
  throw error;
}

async function acceptTotp(
  db: Db,
  member: Member,
  secret: string,
  code: string,
  stepSeconds: number,
): Promise<boolean> {
  const step = matchTotp(secret, code, Date.now() / 1000, stepSeconds);
  return step !== null && (await claimTotpStep(db, member.id, step));
}

async function grant(
  db: Db,
  member: Member,
  how: string,
  recoveryCodes?: string[],
): Promise<StaffLoginResponse> {
  const accessToken = await db.transaction(async (tx) => {
    await clearSourceFailures(tx, member.counts);
    await recordAudit(tx, {
      staffId: member.id,
      targetStaffId: member.id,
      action: SIGN_IN.succeeded,
      detail: how,
    });
    return issueToken(tx, { staffId: member.id }, STAFF_TOKEN_TTL_SECONDS);
  });
  return {
    status: 'ok',
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: STAFF_TOKEN_TTL_SECONDS,
    staff: { id: member.id, email: member.email, name: member.name, role: member.role },
    ...(recoveryCodes ? { recovery_codes: recoveryCodes } : {}),
  };
}

/** First login: offer a secret, then enable it once a code from it proves the app holds it. */
async function setUpSecondFactor(
  db: Db,
  member: Member,
  input: LoginInput,
  stepSeconds: number,
): Promise<StaffLoginResponse> {
  const secret = member.totpSecret ?? (await storePendingTotpSecret(db, member.id, newTotpSecret()));
  if (input.totp === undefined) {
    return {
      status: 'totp-setup',
      secret,
      otpauth_uri: otpauthUri(secret, member.email, TOTP_ISSUER, stepSeconds),
    };
  }
  if (!(await acceptTotp(db, member, secret, input.totp, stepSeconds))) {
    return fail(db, member, secondFactorError('totp', STAFF_AUTH_TEXT.totpWrong), WRONG.totp);
  }
  const { codes, hashes } = newRecoveryCodes();
  await enableTotp(db, member.id, hashes);
  return grant(db, member, 'set up the authenticator app', codes);
}

/**
 * E-mail and password, then a code from the authenticator app or a recovery code. Codes change every
 * `stepSeconds` (30; browser tests use a shorter step, see Config.totpStepSeconds). Failures lock the
 * account for the caller's source (`ip`), and for every source only at many more (login-failures.ts).
 */
export async function logInStaff(
  db: Db,
  input: LoginInput,
  stepSeconds: number,
  ip: string,
): Promise<StaffLoginResponse> {
  const found = await findActiveStaffByEmail(db, input.email);
  const passwordOk = await verifyPassword(input.password, found?.passwordHash ?? null);
  if (!found) {
    await auditFailure(db, null, WRONG.account);
    throw loginFailed(STAFF_AUTH_TEXT.loginFailed);
  }
  const member = { ...found, counts: failureCounts(staffAccount(found.id), ip, STAFF_LIMIT) };
  const locked = await pausedFor(db, member.counts);
  if (locked > 0) {
    await auditFailure(db, member.id, WRONG.locked);
    throw tooManyRequests(STAFF_AUTH_TEXT.locked, locked);
  }
  if (!passwordOk) return fail(db, member, loginFailed(STAFF_AUTH_TEXT.loginFailed), WRONG.password);

  if (!member.totpEnabled || !member.totpSecret) {
    if (input.recovery_code !== undefined) {
      return fail(
        db,
        member,
        secondFactorError('recovery_code', STAFF_AUTH_TEXT.recoveryWrong),
        WRONG.recovery,
      );
    }
    return setUpSecondFactor(db, member, input, stepSeconds);
  }
  if (input.totp !== undefined) {
    if (!(await acceptTotp(db, member, member.totpSecret, input.totp, stepSeconds))) {
      return fail(db, member, secondFactorError('totp', STAFF_AUTH_TEXT.totpWrong), WRONG.totp);
    }
    return grant(db, member, 'authenticator code');
  }
  if (input.recovery_code !== undefined) {
    if (!(await useRecoveryCode(db, member.id, hashRecoveryCode(input.recovery_code)))) {
      return fail(
        db,
        member,
        secondFactorError('recovery_code', STAFF_AUTH_TEXT.recoveryWrong),
        WRONG.recovery,
      );
    }
    return grant(db, member, 'recovery code');
  }
  return { status: 'totp-required' };
}
