import { z } from 'zod';
import { OPTION, PATHWAY_SLUGS, PREFERRED_CONTACT_METHODS } from '../constants.ts';
import { MSG, REGISTRATION_MSG } from '../messages.ts';
import { livesOrIsCaredForInCounty } from '../rules/eligibility.ts';
import { isValidPostcode } from '../rules/postcode.ts';
import {
  adultDob,
  blanksAsAbsent,
  dob,
  email,
  isRowIdText,
  newPassword,
  optionalText,
  optionId,
  phone,
  postcode,
  requiredText,
} from './fields.ts';

export const SOMEONE_ELSE = ['for-me', 'for-someone-else'] as const;
/** The answers to "Who are you registering for?" as the form words them. */
export const SOMEONE_ELSE_LABELS: Record<(typeof SOMEONE_ELSE)[number], string> = {
  'for-me': 'Myself',
  'for-someone-else': 'Someone else',
};

const NAME_MAX = 100;
const OTHER_TEXT_MAX = 100;
export const ADDITIONAL_SUPPORT_MAX = 500;

const name = requiredText(NAME_MAX);
const pathways = z
  .array(z.enum(PATHWAY_SLUGS, { error: MSG.chooseOne }), { error: MSG.chooseOne })
  .min(1, MSG.chooseOne)
  .max(PATHWAY_SLUGS.length, MSG.chooseOne)
  .refine((list) => new Set(list).size === list.length, MSG.chooseOne);
const optionalOptionId = optionId.nullable().optional();
/** A required list answer: left unanswered it is "Required" (onboarding §5), a wrong value "Select an option". */
const requiredOption = z
  .number({
    error: (issue) => (issue.input === undefined || issue.input === null ? MSG.required : MSG.choose),
  })
  .int(MSG.choose)
  .positive(MSG.choose);
const optionalOtherText = optionalText(OTHER_TEXT_MAX).nullable().optional();

/** Page 1, the eligibility check. Any age within 100 years: the under-18 page comes after it. */
export const eligibilityCheckShape = { email, dob, postcode };
export const eligibilityCheck = z.strictObject(eligibilityCheckShape);

/** Page 2. */
export const nameAndGoalsShape = { first_name: name, last_name: name, pathways };
export const nameAndGoals = z.strictObject(nameAndGoalsShape);

/** Page 3. */
export const personalDetailsShape = {
  phone_number: phone,
  contact_method: requiredOption.refine((id) => PREFERRED_CONTACT_METHODS.includes(id), MSG.choose),
  leave_message: z.enum(['yes', 'no'], { error: MSG.required }),
  gender: requiredOption,
  gender_other: optionalOtherText,
  ethnicity: requiredOption.refine((id) => id !== OPTION.ethnicityNotDisclosed, MSG.choose),
  gp_practice_id: optionalOptionId,
  workplace: optionalOptionId,
  additional_support: optionalText(ADDITIONAL_SUPPORT_MAX).nullable().optional(),
  someone_else: z.enum(SOMEONE_ELSE, { error: MSG.required }),
  how_did_you_hear_about_us: requiredOption,
  how_did_you_hear_about_us_other: optionalOtherText,
  accept_terms: z.literal(true, { error: MSG.required }),
  share_pseudonymised: z.boolean().optional(),
  receive_newsletter: z.boolean().optional(),
};

/** Page 4, only when registering for someone else: the referrer's own details. */
export const referrerDetailsShape = {
  someone_else_first_name: name,
  someone_else_last_name: name,
  someone_else_email: email,
  someone_else_relationship: requiredOption,
};
export const referrerDetails = z.strictObject(referrerDetailsShape);

type Answers = Record<string, unknown>;

const blank = (value: unknown) => typeof value !== 'string' || !value.trim();

/**
 * These cross-field rules also run while other answers are still missing, so a failed submit shows
 * every problem at once; they read the raw answers and check each type themselves.
 */
const alongsideFieldErrors = (check: (values: Answers, ctx: z.RefinementCtx) => void) =>
  z.superRefine<object>((values, ctx) => check(values as Answers, ctx), {
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });

/** The "other" texts are required only beside their "other" option (onboarding §5). */
function checkOtherAnswers(values: Answers, ctx: z.RefinementCtx): void {
  if (values.gender === OPTION.genderSelfDescribe && blank(values.gender_other)) {
    ctx.addIssue({ code: 'custom', path: ['gender_other'], message: MSG.required });
  }
  if (
    values.how_did_you_hear_about_us === OPTION.hearOther &&
    blank(values.how_did_you_hear_about_us_other)
  ) {
    ctx.addIssue({ code: 'custom', path: ['how_did_you_hear_about_us_other'], message: MSG.required });
  }
}

export const personalDetails = z
  .strictObject(personalDetailsShape)
  .check(alongsideFieldErrors(checkOtherAnswers));

const REFERRER_KEYS = Object.keys(referrerDetailsShape);

function checkReferrerAndPlace(values: Answers, ctx: z.RefinementCtx): void {
  if (values.someone_else === 'for-someone-else') {
    for (const key of REFERRER_KEYS) {
      if (values[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: MSG.required });
    }
  }
  const { postcode, gp_practice_id, workplace } = values;
  if (typeof postcode !== 'string' || !isValidPostcode(postcode)) return;
  const place = {
    postcode,
    gp_practice_id: typeof gp_practice_id === 'number' ? gp_practice_id : null,
    workplace: typeof workplace === 'number' ? workplace : null,
  };
  if (!livesOrIsCaredForInCounty(place)) {
    ctx.addIssue({ code: 'custom', path: ['postcode'], message: REGISTRATION_MSG.notInCounty });
  }
}

/** POST register/newclient: `client` (onboarding §3). The server also checks the ids and the e-mail. */
export const newClient = z
  .strictObject({
    ...eligibilityCheckShape,
    dob: adultDob,
    ...nameAndGoalsShape,
    ...personalDetailsShape,
    ...referrerDetails.partial().shape,
  })
  .check(alongsideFieldErrors(checkOtherAnswers), alongsideFieldErrors(checkReferrerAndPlace));
export type NewClient = z.output<typeof newClient>;
export type NewClientInput = z.input<typeof newClient>;

/** A random key the web app makes once per registration, so a repeated submit creates nobody twice. */
export const registrationKey = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, 'Invalid registration key');

export const newClientRequest = z.strictObject({
  client: blanksAsAbsent(newClient),
  hash: registrationKey.optional(),
});

/**
 * POST clients/check-client: by e-mail after page 1, by name and postcode after page 2. Both carry
 * the date of birth from page 1, so only someone who knows a person's whole identity learns that
 * they are registered (docs/product.md, Registration).
 */
export const checkClientRequest = z.union(
  [z.strictObject({ email, dob }), z.strictObject({ first_name: name, last_name: name, postcode, dob })],
  { error: REGISTRATION_MSG.checkClientShape },
);
export type CheckClientRequest = z.input<typeof checkClientRequest>;
export const checkClientResponse = z.object({ exists: z.boolean() });

/** POST register/resend-welcome. */
export const resendWelcomeRequest = z.strictObject({ email, dob });
export type ResendWelcomeRequest = z.input<typeof resendWelcomeRequest>;

/** POST register/change-email: a new address for a registration whose password is not made yet. */
export const changeEmailRequest = z.strictObject({ hash: registrationKey, email });
export type ChangeEmailRequest = z.input<typeof changeEmailRequest>;

const linkSecret = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, REGISTRATION_MSG.linkInvalid);
const linkClientId = z.string().refine(isRowIdText, REGISTRATION_MSG.linkInvalid);
const clientIdNumber = z
  .number({ error: REGISTRATION_MSG.linkInvalid })
  .int(REGISTRATION_MSG.linkInvalid)
  .positive(REGISTRATION_MSG.linkInvalid)
  .max(2_147_483_647, REGISTRATION_MSG.linkInvalid);
/** The link's id (`id=` in the e-mailed address): a number, or its digits as the link carries them. */
const clientId = z.union([clientIdNumber, linkClientId.transform(Number).pipe(clientIdNumber)], {
  error: REGISTRATION_MSG.linkInvalid,
});

export const passwordCreationParams = z.strictObject({ hash: linkSecret, client_id: linkClientId });

/** The password form: the confirmation must repeat the password (onboarding §5). */
function passwordsMatch(v: { password: unknown; password_confirmation: unknown }, ctx: z.RefinementCtx) {
  if (v.password !== v.password_confirmation) {
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: MSG.mustMatch });
  }
}

export const passwordCreationForm = z
  .strictObject({ password: newPassword, password_confirmation: z.string({ error: MSG.required }) })
  .superRefine(passwordsMatch);
export type PasswordCreationForm = z.input<typeof passwordCreationForm>;

/** POST clients/register/{hash}/{client_id}: the form plus the link's hash and client id. */
export const passwordCreationRequest = z
  .strictObject({
    password: newPassword,
    password_confirmation: z.string({ error: MSG.required }),
    hash: linkSecret,
    client_id: clientId,
  })
  .superRefine(passwordsMatch);
export type PasswordCreationRequest = z.input<typeof passwordCreationRequest>;
export const passwordCreationResponse = z.object({ status: z.literal('complete') });
