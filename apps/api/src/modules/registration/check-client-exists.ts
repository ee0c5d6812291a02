import { normalisePostcode } from '@coaching/shared/rules/postcode';
import type { CheckClientRequest } from '@coaching/shared/schemas/registration';
import type { Db } from '../../db/client.ts';
import { emailIsTaken, nameAndPostcodeExist } from './registration-repository.ts';

/** After page 1 by e-mail (it is unique), after page 2 by name and postcode (onboarding §4). */
export async function checkClientExists(db: Db, query: CheckClientRequest): Promise<boolean> {
  if ('email' in query) return emailIsTaken(db, query.email);
  return nameAndPostcodeExist(
    db,
    query.first_name.trim(),
    query.last_name.trim(),
    normalisePostcode(query.postcode),
  );
}
