import { z } from 'zod';
import {
  DOB_YEARS_BACK,
  MIN_AGE,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  POSTCODE_MAX_LENGTH,
} from '../constants.ts';
import { MSG } from '../messages.ts';
import { ageOn, isRealDate, todayIso } from '../rules/dates.ts';
import { isValidPostcode } from '../rules/postcode.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Five digits then six once spaces are removed (onboarding §5). */
const PHONE = /^\d{5}\d{6}$/;

/** Any text the person must fill in: empty or only spaces is "Required". */
export const requiredText = (max = 200) =>
  z.string({ error: MSG.required }).trim().min(1, MSG.required).max(max, MSG.tooLong(max));

export const optionalText = (max = 500) =>
  z.string({ error: MSG.required }).trim().max(max, MSG.tooLong(max));

export const email = z
  .string({ error: MSG.required })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().min(1, MSG.required).max(254, MSG.email).regex(EMAIL, MSG.email));

export const postcode = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(POSTCODE_MAX_LENGTH, MSG.postcode)
  .refine(isValidPostcode, MSG.postcode);

export const phone = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(PHONE_MAX_LENGTH, MSG.phone)
  .refine((v) => PHONE.test(v.replace(/\s+/g, '')), MSG.phone);

export const isoDate = z.string({ error: MSG.required }).min(1, MSG.required).refine(isRealDate, MSG.date);

/** A date of birth within the last 100 years and not in the future. */
export const dob = isoDate.refine((v) => {
  const age = ageOn(v, todayIso());
  return age >= 0 && age < DOB_YEARS_BACK + 1 && v <= todayIso();
}, MSG.tooOld);

export const adultDob = dob.refine((v) => ageOn(v, todayIso()) >= MIN_AGE, MSG.adult);

export const newPassword = z
  .string({ error: MSG.required })
  .min(1, MSG.required)
  .min(PASSWORD_MIN_LENGTH, MSG.passwordLength)
  .max(128, MSG.tooLong(128));

export const optionId = z.number({ error: MSG.choose }).int(MSG.choose).positive(MSG.choose);
export const yesNo = z.enum(['yes', 'no'], { error: MSG.required });
export const id = z.coerce.number().int().positive().max(2_147_483_647);
