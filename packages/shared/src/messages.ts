// Wordings the server and the web app share. No zod here: a page that validates nothing imports them
// without loading every schema (e2e/first-load-budget.e2e.ts).
import { CLOSURE_WORKING_DAYS } from './constants.ts';

/** Validation messages, verbatim from the specs (onboarding §5, portal §5). */
export const MSG = {
  required: 'Required',
  email: 'Please enter a valid email',
  postcode: 'Please enter a valid postcode',
  phone: 'Please enter a valid phone number.',
  passwordLength: 'Your password should be at least 8 characters long',
  mustMatch: 'Must match',
  numeric: 'Numeric characters only',
  date: 'Enter a real date',
  tooOld: 'Enter a date of birth within the last 100 years',
  dobInFuture: 'Date of birth must be in the past',
  adult: 'You need to be 18 or over',
  choose: 'Select an option',
  chooseOne: 'Select at least one',
  tooLong: (max: number) => `Must be ${max} characters or fewer`,
} as const;

/** The account tab's: closure (portal §4) and the password change. */
export const ACCOUNT_MSG = {
  closurePending: `Your request to close your account has been received and will be actioned within ${CLOSURE_WORKING_DAYS} working days.`,
  wrongCurrentPassword: 'Your current password is not correct',
} as const;

/** Messages the spec does not word; registration's. */
export const REGISTRATION_MSG = {
  emailExists: 'It looks like you already have an account with this email address!',
  notInCounty:
    'We can only register people who live in Dorset, have a GP surgery in Dorset or work for a health organisation in Dorset',
  checkClientShape: 'Send either email and dob, or first_name, last_name, postcode and dob',
  linkInvalid: 'This link is not valid any more. Ask us for a new one.',
} as const;

/** Messages the spec words for the reset flow (portal §2, §8), and ours where it is silent. */
export const PASSWORD_RESET_MSG = {
  failed: 'Failed to update password.',
  saved: 'Password saved',
  linkInvalid: 'This reset link has expired or has already been used. Ask for a new one.',
  tokenMismatch: 'The token in the address and in the body must be the same',
} as const;
