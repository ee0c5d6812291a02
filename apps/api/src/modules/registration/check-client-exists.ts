import { normalisePostcode } from '@coaching/shared/rules/postcode';
import type { CheckClientRequest } from '@coaching/shared/schemas/registration';
import type { Db } from '../../db/client.ts';
import { tooManyRequests } from '../../lib/http-errors.ts';
import { sha256 } from '../../lib/secrets.ts';
import { countHit } from '../../plugins/rate-limit.ts';
import { type Identity, identityIsRegistered } from './registration-repository.ts';

/**
 * Tries of one person (their e-mail, or their name and postcode) with any date of birth, from every
 * address together: guessing someone's date of birth takes thousands of tries, spread over many
 * addresses to get past the per-address limit.
 */
export const PER_IDENTITY = { max: 10, windowMs: 60 * 60_000 };

const lowerWords = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

function identityOf(query: CheckClientRequest): Identity {
  if ('email' in query) return { email: query.email.replace(/\s+/g, '').toLowerCase(), dob: query.dob };
  return {
    firstName: lowerWords(query.first_name),
    lastName: lowerWords(query.last_name),
    postcode: normalisePostcode(query.postcode),
    dob: query.dob,
  };
}

/**
 * After page 1 by e-mail, after page 2 by name and postcode (onboarding §4); either way "exists" only
 * for the person's whole identity with their date of birth.
 */
export async function checkClientExists(db: Db, query: CheckClientRequest): Promise<boolean> {
  const identity = identityOf(query);
  const person =
    'email' in identity ? identity.email : `${identity.firstName}|${identity.lastName}|${identity.postcode}`;
  const tried = await countHit(db, `check-client:${sha256(person)}`, PER_IDENTITY.windowMs);
  if (tried.current > PER_IDENTITY.max) {
    throw tooManyRequests('Too many checks of these details. Try again later.', tried.ttl);
  }
  return identityIsRegistered(db, identity);
}
