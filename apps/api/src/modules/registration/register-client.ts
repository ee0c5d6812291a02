import { type DropdownKey, OPTION } from '@coaching/shared/constants';
import { MSG, REGISTRATION_MSG } from '@coaching/shared/messages';
import { normalisePostcode } from '@coaching/shared/rules/postcode';
import type { NewClient } from '@coaching/shared/schemas/registration';
import type { Config } from '../../config/load-config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { sha256 } from '../../lib/secrets.ts';
import { missingOptions } from '../dropdowns/missing-options.ts';
import {
  emailIsTaken,
  emailRegisteredWithKey,
  insertClient,
  insertReferrer,
  leastBusyCoachId,
  type NewClientRow,
} from './registration-repository.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { queueWelcomeEmail } from './welcome-email.ts';

type OptionField = keyof NewClient & string;

/** Which dropdown list each chosen id must come from (onboarding §3, lookup lists). */
const OPTION_LISTS: [OptionField, DropdownKey][] = [
  ['contact_method', 'PreferredContact'],
  ['gender', 'gender'],
  ['ethnicity', 'ethnicity'],
  ['gp_practice_id', 'gpSurgery'],
  ['workplace', 'workplaces'],
  ['how_did_you_hear_about_us', 'highLevelHdyhau'],
  ['someone_else_relationship', 'referrerRelations'],
];

/** A surgery or workplace only counts toward eligibility if it is on the county's lists. */
async function checkChosenOptions(db: Db, client: NewClient): Promise<void> {
  const refs = OPTION_LISTS.flatMap(([field, key]) => {
    const id = client[field];
    return typeof id === 'number' ? [{ field, key, id }] : [];
  });
  const missing = await missingOptions(db, refs);
  if (missing.length > 0) {
    throw badRequest(
      'There is a problem with the information you sent',
      Object.fromEntries(missing.map((m) => [`client.${m.field}`, [MSG.choose]])),
    );
  }
}

export const emailExistsError = (field = 'client.email') =>
  new HttpError(
    409,
    REGISTRATION_MSG.emailExists,
    { [field]: [REGISTRATION_MSG.emailExists] },
    { code: 'EMAIL_TAKEN' },
  );

const registrationKeyReused = () =>
  new HttpError(422, 'This registration key was already used to register someone else', undefined, {
    code: 'IDEMPOTENCY_KEY_REUSED',
  });

const textOrNull = (value: string | null | undefined) => value?.trim() || null;

function clientRow(client: NewClient, coachId: number | null, keyHash: string | null): NewClientRow {
  return {
    firstName: client.first_name,
    lastName: client.last_name,
    email: client.email,
    dob: client.dob,
    postcode: normalisePostcode(client.postcode),
    phoneNumber: client.phone_number,
    contactMethod: client.contact_method,
    // Registration offers the same two methods as /update-contact, so the answer is the preference.
    preferredMethod: client.contact_method,
    leaveMessage: client.leave_message,
    gender: client.gender,
    genderOther: client.gender === OPTION.genderSelfDescribe ? textOrNull(client.gender_other) : null,
    ethnicity: client.ethnicity,
    gpPracticeId: client.gp_practice_id ?? null,
    workplace: client.workplace ?? null,
    additionalSupport: textOrNull(client.additional_support),
    someoneElse: client.someone_else,
    howDidYouHear: client.how_did_you_hear_about_us,
    howDidYouHearOther:
      client.how_did_you_hear_about_us === OPTION.hearOther
        ? textOrNull(client.how_did_you_hear_about_us_other)
        : null,
    acceptTerms: client.accept_terms,
    sharePseudonymised: client.share_pseudonymised ?? false,
    receiveNewsletter: client.receive_newsletter ?? false,
    pathways: client.pathways,
    coachId,
    registrationKey: keyHash,
  };
}

function referrerOf(client: NewClient) {
  const { someone_else_first_name, someone_else_last_name, someone_else_email, someone_else_relationship } =
    client;
  if (
    client.someone_else !== 'for-someone-else' ||
    !someone_else_first_name ||
    !someone_else_last_name ||
    !someone_else_email ||
    someone_else_relationship === undefined
  ) {
    return null;
  }
  return {
    firstName: someone_else_first_name,
    lastName: someone_else_last_name,
    email: someone_else_email,
    relationship: someone_else_relationship,
  };
}

/**
 * Creates the client (and referrer), assigns a coach and queues the welcome e-mail in one
 * transaction. The schema has already checked age and place; this checks the lists and the e-mail.
 * A repeated request with the same registration key answers as the first did and creates nobody;
 * the key sent again for someone else is refused (422), as their registration would be lost.
 */
export async function registerClient(db: Db, config: Config, client: NewClient, key?: string): Promise<void> {
  const keyHash = key === undefined ? null : sha256(key);
  // As with an Idempotency-Key (docs/decisions.md): a key answers again only for the same person.
  const alreadyRegistered = async () => {
    const registered = keyHash === null ? null : await emailRegisteredWithKey(db, keyHash);
    if (registered === null) return false;
    if (registered.toLowerCase() !== client.email.toLowerCase()) throw registrationKeyReused();
    return true;
  };
  if (await alreadyRegistered()) return;
  await checkChosenOptions(db, client);
  const referrer = referrerOf(client);
  try {
    if (await emailIsTaken(db, client.email)) throw emailExistsError();
    await db.transaction(async (tx) => {
      const clientId = await insertClient(tx, clientRow(client, await leastBusyCoachId(tx), keyHash));
      if (referrer) await insertReferrer(tx, clientId, referrer);
      await queueWelcomeEmail(tx, config, {
        clientId,
        firstName: client.first_name,
        email: client.email,
        referrerName: referrer ? `${referrer.firstName} ${referrer.lastName}` : undefined,
      });
    });
  } catch (error) {
    // A concurrent twin with the same key may have committed first; then its answer is ours.
    if (await alreadyRegistered()) return;
    if (isUniqueViolation(error, 'clients_email')) throw emailExistsError();
    throw error;
  }
}
