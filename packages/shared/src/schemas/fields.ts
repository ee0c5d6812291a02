import { z } from 'zod';
import {
  DOB_YEARS_BACK,
  MIN_AGE,
  PASSWORD_MIN_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
  POSTCODE_MAX_LENGTH,
} from '../constants.ts';
import { MSG } from '../messages.ts';
import { ageOn, isRealDate, todayIso } from '../rules/dates.ts';
import { canonicalPhone } from '../rules/phone.ts';
import { isValidPostcode } from '../rules/postcode.ts';

const EMAIL = /^[^\s@\0]+@[^\s@\0]+\.[^\s@\0]{2,}$/;

/** PostgreSQL cannot store NUL in text: refuse it as bad input rather than let the database fail. */
export const NO_NUL = /^[^\0]*$/;
const NUL_MESSAGE = 'Remove the hidden NUL character from this text';

/** Any text the person must fill in: empty or only spaces is "Required". */
export const requiredText = (max = 200) =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(max, MSG.tooLong(max))
    .regex(NO_NUL, NUL_MESSAGE);

export const optionalText = (max = 500) =>
  z.string({ error: MSG.required }).trim().max(max, MSG.tooLong(max)).regex(NO_NUL, NUL_MESSAGE);

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

/**
 * Stored as canonicalPhone writes it, whatever the person pasted (issue #28); the spec's 12 characters
 * (onboarding §5) limit what is stored, not what may be pasted.
 */
export const phone = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(PHONE_INPUT_MAX_LENGTH, MSG.phone)
  .transform((value, context) => {
    const canonical = canonicalPhone(value);
    if (canonical === null) context.addIssue({ code: 'custom', message: MSG.phone });
    return canonical ?? value;
  });

/**
 * A date's rules, one message for one fault: each rule judges only a real date in the past, so a blank
 * or a wrong format gets one message, not three. None aborts: a union of objects (check-client)
 * can then still tell which form was meant and name the field, not answer with its general message.
 */
export const ofRealDate = (rule: (day: string) => boolean) => (v: string) => !isRealDate(v) || rule(v);
const ofPastDate = (rule: (day: string) => boolean) => ofRealDate((v) => v > todayIso() || rule(v));

export const isoDate = z
  .string({ error: MSG.required })
  .min(1, MSG.required)
  .refine((v) => v === '' || isRealDate(v), MSG.date);

/** A date of birth in the past, within the last 100 years; each with its own message. */
export const dob = isoDate
  .refine(
    ofRealDate((v) => v <= todayIso()),
    MSG.dobInFuture,
  )
  .refine(
    ofPastDate((v) => ageOn(v, todayIso()) < DOB_YEARS_BACK + 1),
    MSG.tooOld,
  );

export const adultDob = dob.refine(
  ofPastDate((v) => ageOn(v, todayIso()) >= MIN_AGE),
  MSG.adult,
);

export const newPassword = z
  .string({ error: MSG.required })
  .min(1, MSG.required)
  .min(PASSWORD_MIN_LENGTH, MSG.passwordLength)
  .max(128, MSG.tooLong(128));

/** Row ids are PostgreSQL integers: anything larger is refused here, not by the database. */
export const MAX_ROW_ID = 2_147_483_647;
/**
 * A row id written in text (a path, a query, a link, a key like "session-12"): plain digits, no
 * leading zero, and small enough for the database's integer ids, which refuse anything larger.
 */
export const isRowIdText = (text: string) => /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_ROW_ID;

/** A row id sent as a JSON number. */
export const rowId = z.number().int().positive().max(MAX_ROW_ID);

/** The id of something picked from a list; any bad value gets the one message asking to choose. */
export const choiceId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message);

export const optionId = choiceId(MSG.choose);
export const yesNo = z.enum(['yes', 'no'], { error: MSG.required });
const ID_MESSAGE = `Must be a whole number from 1 to ${MAX_ROW_ID}`;
/**
 * A row id in a path or query string: plain digits only, so ' 1', '1e3' and '0x10' are not ids.
 * A number is taken too, so params already parsed once (by a hook after validation) parse again.
 */
export const id = z.union([rowId, z.string().refine(isRowIdText, ID_MESSAGE).transform(Number)], {
  error: ID_MESSAGE,
});

/** No answer: null, or text with nothing but spaces. */
export const isBlank = (value: unknown) => value === null || (typeof value === 'string' && !value.trim());

/**
 * A request whose blank answers ('' or null) are treated as absent: a client that sends its whole
 * form state sends blanks for questions it did not ask. Anything else is still checked, so a real
 * answer to a skipped question is still refused with its field named.
 */
export function blanksAsAbsent<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (input) =>
      typeof input === 'object' && input !== null && !Array.isArray(input)
        ? Object.fromEntries(Object.entries(input).filter(([, value]) => !isBlank(value)))
        : input,
    schema,
  );
}

/**
 * An item's version, as listed: a strong entity-tag that any change to what its forms replace
 * changes. A form sends it back as If-Match, as it is, to save against it (412 when it changed since).
 */
export const itemVersion = z
  .string()
  .describe('The item’s version (entity-tag): send it as If-Match to save against it; 412 if changed since');
