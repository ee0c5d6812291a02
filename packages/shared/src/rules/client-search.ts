import { isRealDate } from './dates.ts';

/** What a search box text is taken to be: whatever a person has in hand about a client. */
export type ClientSearch =
  | { by: 'number'; id: number }
  | { by: 'phone'; digits: string }
  | { by: 'dob'; date: string }
  | { by: 'email'; prefix: string }
  | { by: 'postcode'; compact: string }
  | { by: 'name'; first: string | null; last: string };

const PHONE_PUNCTUATION = /[\s()+.-]/g;
const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
/** A full postcode or its start (outward code, or outward code and sector), spaces ignored. */
const POSTCODE_START = /^[A-Z]{1,2}\d[A-Z\d]?(\d[A-Z]{0,2})?$/;
/** Client numbers are row ids; longer runs of digits are phone numbers. */
const CLIENT_NUMBER = /^#?(\d{1,6})$/;

function dateOf(text: string): string | null {
  const dmy = DMY.exec(text);
  const iso = dmy ? `${dmy[3]}-${dmy[2]?.padStart(2, '0')}-${dmy[1]?.padStart(2, '0')}` : text;
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && isRealDate(iso) ? iso : null;
}

/**
 * Reads a search text: "#12" or "12" a client number, "07700 900123" or "+44 7700 900123" a phone
 * number, "12/04/1985" a date of birth, anything with "@" an e-mail, "DT1 1AA" or "dt11aa" a postcode,
 * else a name: one word is a surname or first name, two or more "first ... surname". Names, e-mails,
 * phone numbers and postcodes match from their start. Null when there is nothing to search for.
 */
export function readClientSearch(raw: string): ClientSearch | null {
  const text = raw.trim();
  if (!text) return null;
  const number = CLIENT_NUMBER.exec(text);
  if (number) return { by: 'number', id: Number(number[1]) };
  const date = dateOf(text);
  if (date) return { by: 'dob', date };
  const digits = text.replace(PHONE_PUNCTUATION, '');
  if (/^\d{4,}$/.test(digits)) return { by: 'phone', digits: digits.replace(/^440?/, '0') };
  if (text.includes('@')) return { by: 'email', prefix: text.toLowerCase() };
  const compact = text.replace(/\s+/g, '').toUpperCase();
  if (POSTCODE_START.test(compact)) return { by: 'postcode', compact };
  const words = text.toLowerCase().split(/\s+/);
  const last = words.at(-1) ?? '';
  return { by: 'name', first: words.length > 1 ? (words[0] ?? null) : null, last };
}
