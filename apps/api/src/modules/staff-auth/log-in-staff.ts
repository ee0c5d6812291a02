import { STAFF_TOKEN_TTL_SECONDS } from '@coaching/shared/constants';
import { STAFF_AUTH_TEXT, type StaffLoginResponse } from '@coaching/shared/schemas/staff-auth';
import type { Db } from '../../db/client.ts';
import { HttpError, tooManyRequests } from '../../lib/http-errors.ts';
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

type LoginInput = {
  email: string;
  password: string;
  totp?: string | undefined;
  recovery_code?: string | undefined;
};
type Member = NonNullable<Awaited<ReturnType<typeof findActiveStaffByEmail>>> & { counts: FailureCounts };

const secondFactorError = (field: 'totp' | 'recovery_code', text: string) =>
  new HttpError(401, text, { [field]: [text] });

async function fail(db: Db, member: Member, error: HttpError): Promise<never> {
  await recordFailure(db, member.counts);
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

async function grant(db: Db, member: Member, recoveryCodes?: string[]): Promise<StaffLoginResponse> {
  await clearSourceFailures(db, member.counts);
  const accessToken = await issueToken(db, { staffId: member.id }, STAFF_TOKEN_TTL_SECONDS);
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
    return fail(db, member, secondFactorError('totp', STAFF_AUTH_TEXT.totpWrong));
  }
  const { codes, hashes } = newRecoveryCodes();
  await enableTotp(db, member.id, hashes);
  return grant(db, member, codes);
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
  if (!found) throw new HttpError(401, STAFF_AUTH_TEXT.loginFailed);
  const member = { ...found, counts: failureCounts(staffAccount(found.id), ip, STAFF_LIMIT) };
  const locked = await pausedFor(db, member.counts);
  if (locked > 0) throw tooManyRequests(STAFF_AUTH_TEXT.locked, locked);
  if (!passwordOk) return fail(db, member, new HttpError(401, STAFF_AUTH_TEXT.loginFailed));

  if (!member.totpEnabled || !member.totpSecret) {
    if (input.recovery_code !== undefined) {
      return fail(db, member, secondFactorError('recovery_code', STAFF_AUTH_TEXT.recoveryWrong));
    }
    return setUpSecondFactor(db, member, input, stepSeconds);
  }
  if (input.totp !== undefined) {
    if (!(await acceptTotp(db, member, member.totpSecret, input.totp, stepSeconds))) {
      return fail(db, member, secondFactorError('totp', STAFF_AUTH_TEXT.totpWrong));
    }
    return grant(db, member);
  }
  if (input.recovery_code !== undefined) {
    if (!(await useRecoveryCode(db, member.id, hashRecoveryCode(input.recovery_code)))) {
      return fail(db, member, secondFactorError('recovery_code', STAFF_AUTH_TEXT.recoveryWrong));
    }
    return grant(db, member);
  }
  return { status: 'totp-required' };
}
