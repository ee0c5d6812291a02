import { type DropdownKey, OPTION } from '../constants.ts';

/**
 * Options the service's rules refer to by id (OPTION): they can be renamed but never retired, or a
 * rule would point at an option nobody can choose.
 */
export const PROTECTED_OPTIONS: Partial<Record<DropdownKey, readonly number[]>> = {
  ethnicity: [OPTION.ethnicityNotDisclosed],
  gender: [OPTION.genderMale, OPTION.genderFemale, OPTION.genderSelfDescribe],
  PreferredContact: [OPTION.contactPhoneCall, OPTION.contactEmail, OPTION.contactText],
  highLevelHdyhau: [OPTION.hearOther],
  SmokingType: [OPTION.smokingNonSmoker, OPTION.smokingECigarettes, OPTION.smokingOther],
  motivation: [OPTION.motivationOther],
};

export function isProtectedOption(key: DropdownKey, id: number): boolean {
  return PROTECTED_OPTIONS[key]?.includes(id) ?? false;
}
