import { OPTION } from '@coaching/shared/constants';
import { MSG } from '@coaching/shared/messages';
import { normalisePostcode } from '@coaching/shared/rules/postcode';
import type { AccountDetails } from '@coaching/shared/schemas/account';
import type { Profile } from '@coaching/shared/schemas/profile';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/http-errors.ts';
import { missingOptions } from '../dropdowns/missing-options.ts';
import { findProfile } from '../profile/profile-repository.ts';
import { updateClientDetails } from './account-repository.ts';

/** Saves the 'My details' tab; the e-mail is never changed here (portal §5). */
export async function updateAccountDetails(
  db: Db,
  clientId: number,
  details: AccountDetails,
): Promise<Profile> {
  const unknownGender = await missingOptions(db, [{ key: 'gender', id: details.gender }]);
  if (unknownGender.length > 0) throw fieldError('gender', MSG.choose);
  const selfDescribed = details.gender === OPTION.genderSelfDescribe;
  await updateClientDetails(db, clientId, {
    ...details,
    postcode: normalisePostcode(details.postcode),
    gender_other: selfDescribed ? (details.gender_other ?? null) : null,
  });
  return findProfile(db, clientId);
}
