import { z } from 'zod';
import { OPTION } from '../constants.ts';
import { MSG } from '../messages.ts';
import { newPassword, optionalText, optionId, phone, postcode, requiredText, yesNo } from './fields.ts';
import { confirmationError, confirmationMatches } from './password-reset.ts';

const NAME_MAX = 100;
const GENDER_OTHER_MAX = 100;
const ADDRESS_MAX = 200;

/** PUT mlw/account: the details on the 'My details' tab. E-mail is not editable (portal §5). */
export const accountDetailsShape = {
  first_name: requiredText(NAME_MAX),
  last_name: requiredText(NAME_MAX),
  gender: optionId,
  gender_other: optionalText(GENDER_OTHER_MAX).nullish(),
  address1: optionalText(ADDRESS_MAX),
  postcode,
  phone_mobile: phone,
  tool_notification_sms: yesNo,
  tool_notification_email: yesNo,
};

export const accountDetails = z.strictObject(accountDetailsShape).superRefine((values, ctx) => {
  if (values.gender === OPTION.genderSelfDescribe && !values.gender_other?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['gender_other'], message: MSG.required });
  }
});
export type AccountDetails = z.output<typeof accountDetails>;

/** PUT mlw/account/password. */
export const changePasswordRequest = z
  .strictObject({
    current_password: z.string({ error: MSG.required }).min(1, MSG.required).max(128, MSG.tooLong(128)),
    password: newPassword,
    password_confirmation: z.string({ error: MSG.required }).min(1, MSG.required),
  })
  .refine(confirmationMatches, confirmationError);
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;
export const changePasswordResponse = z.object({ status: z.enum(['OK', 'Invalid password']) });

/** PUT mlw/close. */
export const closeAccountResponse = z.object({ data: z.object({ closure_requested: z.literal(true) }) });
