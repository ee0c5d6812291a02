/** What people paste between digits: spaces, hyphens, dots and brackets. */
const SEPARATORS = /[\s\-.()]/g;
/** The UK's country code in either international form, and the trunk 0 some write after it: +44 (0)7700... */
const COUNTRY_CODE = /^(?:\+44|0044)0?/;
/** A UK number: 0 and ten more digits (onboarding §5: five digits then six). */
const NATIONAL = /^0\d{10}$/;

/** Characters a phone field lets a person type or paste: portal §5's digits, space, #, + and *, and separators. */
export const PHONE_CHARACTERS = /[0-9 #+*\-.()]/;

/**
 * The one form a phone number is stored and shown in, "07700 900123", from what people type or
 * paste ("07700-900123", "+44 7700 900123", "(07700) 900123"); null when it is not a UK number.
 */
export function canonicalPhone(value: string): string | null {
  const national = value.replace(SEPARATORS, '').replace(COUNTRY_CODE, '0');
  if (!NATIONAL.test(national)) return null;
  return `${national.slice(0, 5)} ${national.slice(5)}`;
}
