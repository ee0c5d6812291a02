import { PERMITTED_POSTCODE_DISTRICTS } from '../constants.ts';

const UK_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})$/;

export function normalisePostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

export function isValidPostcode(value: string): boolean {
  return UK_POSTCODE.test(normalisePostcode(value));
}

/** The outward code (district), e.g. "BH10" for "bh10 4ab". */
export function postcodeDistrict(value: string): string | null {
  return UK_POSTCODE.exec(normalisePostcode(value))?.[1] ?? null;
}

/** The county's districts (onboarding §9): BH1 matches only BH1, never BH10. */
export function isEligiblePostcode(value: string): boolean {
  const district = postcodeDistrict(value);
  return district !== null && PERMITTED_POSTCODE_DISTRICTS.includes(district);
}
