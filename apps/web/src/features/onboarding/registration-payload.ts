import { OPTION } from '@coaching/shared/constants';
import {
  eligibilityCheckShape,
  type NewClientInput,
  nameAndGoalsShape,
  newClient,
  personalDetailsShape,
  referrerDetailsShape,
} from '@coaching/shared/schemas/registration';
import { PAGE, type Page, type RegistrationValues } from './registration-draft.ts';

/**
 * The registration as the API takes it: "other" texts only beside their "other" option and the
 * referrer only for someone else, so answers changed on the way do not linger.
 */
export function registrationPayload(values: RegistrationValues): Partial<NewClientInput> {
  const {
    gender_other,
    how_did_you_hear_about_us_other,
    someone_else_first_name,
    someone_else_last_name,
    someone_else_email,
    someone_else_relationship,
    ...rest
  } = values;
  return {
    ...rest,
    ...(values.gender === OPTION.genderSelfDescribe ? { gender_other } : {}),
    ...(values.how_did_you_hear_about_us === OPTION.hearOther ? { how_did_you_hear_about_us_other } : {}),
    ...(values.someone_else === 'for-someone-else'
      ? { someone_else_first_name, someone_else_last_name, someone_else_email, someone_else_relationship }
      : {}),
  };
}

const PAGE_OF_FIELD: Record<string, Page> = Object.fromEntries([
  ...Object.keys(eligibilityCheckShape).map((k) => [k, PAGE.eligibility]),
  ...Object.keys(nameAndGoalsShape).map((k) => [k, PAGE.nameAndGoals]),
  ...Object.keys(personalDetailsShape).map((k) => [k, PAGE.personal]),
  ...Object.keys(referrerDetailsShape).map((k) => [k, PAGE.referrer]),
]);

export type PageProblem = { field: string; message: string; page: Page };

/** The page where a field is asked, for "client.dob" as the API names it or "dob". */
export function pageOfField(field: string): Page {
  return PAGE_OF_FIELD[field.replace(/^client\./, '').split('.')[0] ?? ''] ?? PAGE.eligibility;
}

/** The whole registration checked with the API's own schema, before it is sent. */
export function checkRegistration(values: RegistrationValues): PageProblem[] {
  const result = newClient.safeParse(registrationPayload(values));
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return { field, message: issue.message, page: pageOfField(field) };
  });
}
