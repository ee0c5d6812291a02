import { isRealDate } from './dates.ts';

/** What a search box text is taken to be: whatever a person has in hand about a client. */
export type ClientSearch =
  | { by: 'number'; id: number }
  | { by: 'phone'; digits: string }
  | { by: 'dob'; date: string }
  | { by: 'email'; prefix: string }
  | { by: 'postcode'; outward: string; inward: string }
  | { by: 'name'; text: string };

const PHONE_PUNCTUATION = /[\s()+.-]/g;
const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
/** An outward code (the district, "DT1"), then perhaps the start of the inward code ("1", "1A", "1AA"). */
const POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)(?: (\d[A-Z]{0,2}))?$/;
const FULL_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/;
/** Client numbers are row ids ("#123", or up to five digits); six or more digits are a phone number's end. */
const CLIENT_NUMBER = /^(?:#(\d{1,9})|(\d{1,5}))$/;
/** The fewest digits a phone search takes: the end of a number, as a person reads it off a screen. */
export const PHONE_SEARCH_MIN_DIGITS = 6;

function postcodeOf(text: string): { outward: string; inward: string } | null {
  const upper = text.toUpperCase().replace(/\s+/g, ' ');
  const full = FULL_POSTCODE.exec(upper.replace(' ', ''));
  if (full) return { outward: full[1] ?? '', inward: full[2] ?? '' };
  const parts = POSTCODE.exec(upper);
  return parts ? { outward: parts[1] ?? '', inward: parts[2] ?? '' } : null;
}

function dateOf(text: string): string | null {
  const dmy = DMY.exec(text);
  const iso = dmy ? `${dmy[3]}-${dmy[2]?.padStart(2, '0')}-${dmy[1]?.padStart(2, '0')}` : text;
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && isRealDate(iso) ? iso : null;
}

/**
 * Reads a search text: "#12" or "12" a client number, "07700 900123", "+44 7700 900123" or the last
 * six digits or more a phone number (matched from its end), "12/04/1985" a date of birth, anything with
 * "@" an e-mail (from its start), "DT1 1AA" or "dt11aa" a postcode, "DT1" its district exactly (not
 * DT11) and "DT1 1" its sector, else a name, as typed: the server ignores case, accents, apostrophes,
 * hyphens, spaces and commas and finds it in "first surname" or "surname first" (search-text.sql).
 * Null when there is nothing to search for.
 */
export function readClientSearch(raw: string): ClientSearch | null {
  const text = raw.trim();
  if (!text) return null;
  const number = CLIENT_NUMBER.exec(text);
  if (number) return { by: 'number', id: Number(number[1] ?? number[2]) };
  const date = dateOf(text);
  if (date) return { by: 'dob', date };
  const digits = text.replace(PHONE_PUNCTUATION, '');
  if (new RegExp(`^\\d{${PHONE_SEARCH_MIN_DIGITS},}$`).test(digits)) {
    return { by: 'phone', digits: digits.replace(/^440?/, '0') };
  }
  if (text.includes('@')) return { by: 'email', prefix: text.toLowerCase() };
  const postcode = postcodeOf(text);
  if (postcode) return { by: 'postcode', ...postcode };
  return { by: 'name', text };
}
