import { z } from 'zod';
import { MSG, PASSWORD_RESET_MSG } from '../messages.ts';
import { dob, email, newPassword } from './fields.ts';

/** The confirmation repeats the new password (portal §5: 'Must match'). */
export function confirmationMatches(values: { password: string; password_confirmation: string }) {
  return values.password === values.password_confirmation;
}
export const confirmationError = { path: ['password_confirmation'], message: MSG.mustMatch };

const confirmation = z.string({ error: MSG.required });

/** A link secret from newToken(): base64url, 256 bits. */
export const resetToken = z
  .string({ error: MSG.required })
  .regex(/^[A-Za-z0-9_-]{20,200}$/, PASSWORD_RESET_MSG.linkInvalid);

/** POST clients/forgotpassword (public). */
export const forgotPasswordRequest = z.strictObject({ dob, email });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

/**
 * The set-new-password form: the link carries only the token, so the person confirms the date of
 * birth and e-mail they registered with (the link alone, if forwarded or logged, is not enough).
 */
export const newPasswordForm = z
  .strictObject({ dob, email, password: newPassword, password_confirmation: confirmation })
  .refine(confirmationMatches, confirmationError);
export type NewPasswordForm = z.input<typeof newPasswordForm>;

/** POST clients/resetpassword/{token} (public). */
export const resetPasswordRequest = z
  .strictObject({ dob, email, password: newPassword, password_confirmation: confirmation, token: resetToken })
  .refine(confirmationMatches, confirmationError);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;
export const resetPasswordParams = z.strictObject({ token: resetToken });
export const resetPasswordResponse = z.object({ status: z.literal(true) });
