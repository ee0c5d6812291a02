import { z } from 'zod';
import { STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES } from '../constants.ts';
import { MSG } from '../messages.ts';
import { choiceId, email, itemVersion, requiredText } from './fields.ts';

export const ACCOUNT_TEXT = {
  role: 'Choose coach or administrator',
  password: `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
  emailTaken: 'A staff account with this e-mail already exists',
  ownAccount: 'You cannot retire your own account or remove your own administrator role',
  nothingToChange: 'Change at least one thing',
  successors: 'Choose who takes on this coach’s clients',
  successorsActive: 'Choose colleagues whose accounts are active, other than the one retiring',
  successorsOnRetiring: 'Choose who takes on a coach’s clients only when retiring them',
} as const;

/** Longer than a client's: a staff login opens many people's records. */
export const staffPassword = z
  .string({ error: MSG.required })
  .min(1, MSG.required)
  .min(STAFF_PASSWORD_MIN_LENGTH, ACCOUNT_TEXT.password)
  .max(128, MSG.tooLong(128));

/** POST staff/accounts: a new coach or administrator, who sets up the authenticator app on first login. */
export const staffAccountForm = z.strictObject({
  email,
  name: requiredText(100),
  role: z.enum(STAFF_ROLES, { error: ACCOUNT_TEXT.role }),
  password: staffPassword,
});
export type StaffAccountForm = z.input<typeof staffAccountForm>;

/**
 * Retiring a coach with open clients (issue 29): the one colleague who takes them all, or several who
 * share them by caseload. Their upcoming sessions go with them.
 */
const successorIds = z
  .array(choiceId(ACCOUNT_TEXT.successors), { error: ACCOUNT_TEXT.successors })
  .min(1, ACCOUNT_TEXT.successors)
  .max(50, ACCOUNT_TEXT.successors)
  .refine((ids) => new Set(ids).size === ids.length, ACCOUNT_TEXT.successors);

/** Correcting an account's name (a typo, or a name changed by marriage or deed poll). */
export const renameAccountForm = z.strictObject({ name: requiredText(100) });

/** The retire form of a coach who has open clients. */
export const retireCoachForm = z.strictObject({ successor_ids: successorIds });

export const staffAccountUpdate = z
  .strictObject({
    name: requiredText(100).optional(),
    role: z.enum(STAFF_ROLES, { error: ACCOUNT_TEXT.role }).optional(),
    active: z.boolean().optional(),
    reset_second_factor: z.literal(true).optional(),
    successor_ids: successorIds.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), ACCOUNT_TEXT.nothingToChange)
  .refine((v) => v.successor_ids === undefined || v.active === false, {
    path: ['successor_ids'],
    message: ACCOUNT_TEXT.successorsOnRetiring,
  });
export type StaffAccountUpdate = z.input<typeof staffAccountUpdate>;

export const staffAccount = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  second_factor: z.boolean().describe('Whether the authenticator app is set up'),
  locked: z.boolean(),
  clients: z.number().describe('Clients in the caseload'),
  version: itemVersion.describe(
    'The version of its name, role and status: send it as If-Match (412 when changed since)',
  ),
});
export type StaffAccount = z.infer<typeof staffAccount>;
