import { z } from 'zod';
import { STAFF_ROLES } from '../constants.ts';
import { MSG } from '../messages.ts';
import { changePasswordRequest } from './account.ts';
import { email } from './fields.ts';
import { staffPassword } from './staff-accounts.ts';

export const STAFF_AUTH_TEXT = {
  loginFailed: 'Invalid email or password',
  totpFormat: 'Enter the 6-digit code from your authenticator app',
  totpWrong: 'That code is not right. Enter the latest code from your authenticator app',
  recoveryFormat: 'Enter a recovery code like abcde-12345',
  recoveryWrong: 'That recovery code is not right or has been used',
  oneSecondFactor: 'Enter either a code or a recovery code, not both',
  locked: 'Too many failed attempts. Try again in 15 minutes or ask an administrator.',
} as const;

export const totpCode = z
  .string({ error: MSG.required })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, MSG.required)
      .regex(/^\d{6}$/, STAFF_AUTH_TEXT.totpFormat),
  );

export const recoveryCode = z
  .string({ error: MSG.required })
  .transform((v) => v.trim().toLowerCase())
  .pipe(
    z
      .string()
      .min(1, MSG.required)
      .regex(/^[a-z2-9]{5}-[a-z2-9]{5}$/, STAFF_AUTH_TEXT.recoveryFormat),
  );

const password = z.string({ error: MSG.required }).min(1, MSG.required).max(128, MSG.tooLong(128));

/** The login form's steps: e-mail and password, then a code from the app or a recovery code. */
export const staffPasswordForm = z.strictObject({ email, password });
export const staffCodeForm = z.strictObject({ totp: totpCode });
export const staffRecoveryForm = z.strictObject({ recovery_code: recoveryCode });

/** POST staff/login: password first; the second factor once the server asks for it. */
export const staffLoginRequest = z
  .strictObject({
    email,
    password,
    totp: totpCode.optional(),
    recovery_code: recoveryCode.optional(),
    /** `cookie` (the console in a browser): the session goes in an HttpOnly cookie, not the answer. */
    session: z.enum(['bearer', 'cookie']).optional(),
  })
  .refine((v) => v.totp === undefined || v.recovery_code === undefined, {
    message: STAFF_AUTH_TEXT.oneSecondFactor,
    path: ['totp'],
  });
export type StaffLoginRequest = z.input<typeof staffLoginRequest>;

export const staffIdentity = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});

export const staffLoginResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('totp-required') }),
  z.object({ status: z.literal('totp-setup'), secret: z.string(), otpauth_uri: z.string() }),
  z.object({
    status: z.literal('ok'),
    /** With session `bearer` (the default), for API clients. */
    access_token: z.string().optional(),
    token_type: z.literal('Bearer').optional(),
    /** With session `cookie`: send it in the X-CSRF-Token header with every change. */
    csrf_token: z.string().optional(),
    expires_in: z.number(),
    staff: staffIdentity,
    /** Only when the second factor was just set up: shown once, stored only as hashes. */
    recovery_codes: z.array(z.string()).optional(),
  }),
]);
export type StaffLoginResponse = z.infer<typeof staffLoginResponse>;

/** `csrf_token` when the caller is signed in with the session cookie (another tab's sign-in). */
export const staffMe = staffIdentity.extend({
  recovery_codes_left: z.number(),
  csrf_token: z.string().nullable(),
});
export type StaffMe = z.infer<typeof staffMe>;

/** PUT staff/me/password: the client's change-password request, with the staff password length. */
export const staffChangePasswordRequest = changePasswordRequest.safeExtend({ password: staffPassword });
export type StaffChangePasswordRequest = z.input<typeof staffChangePasswordRequest>;
