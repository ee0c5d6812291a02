import { MIN_AGE } from '../constants.ts';
import { ageOn, todayIso } from './dates.ts';
import { isEligiblePostcode } from './postcode.ts';

/** Where the eligibility check sends a visitor (onboarding §4). E-mail clashes are decided by the API. */
export type Eligibility = 'eligible' | 'too-young' | 'not-in-county';

export type EligibilityFacts = {
  dob: string;
  postcode: string;
  gp_practice_id?: number | null | undefined;
  workplace?: number | null | undefined;
};

export function isOldEnough(dob: string, today: string = todayIso()): boolean {
  return ageOn(dob, today) >= MIN_AGE;
}

/**
 * The service is funded for county residents, people with a county GP surgery and people working
 * for a county health organisation (onboarding §1): a surgery or workplace outweighs the postcode.
 */
export function livesOrIsCaredForInCounty(facts: Omit<EligibilityFacts, 'dob'>): boolean {
  return isEligiblePostcode(facts.postcode) || Boolean(facts.gp_practice_id) || Boolean(facts.workplace);
}

/** Age first, then place, in the order the registration screens check them. */
export function eligibilityOf(facts: EligibilityFacts, today: string = todayIso()): Eligibility {
  if (!isOldEnough(facts.dob, today)) return 'too-young';
  if (!livesOrIsCaredForInCounty(facts)) return 'not-in-county';
  return 'eligible';
}
