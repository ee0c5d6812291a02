import { OPTION } from '@coaching/shared/constants';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The way a client chose to be reached, over a row (`alias`) of clients: the method they set last on
 * their profile (preferred_method), else the one they gave when they registered (contact_method).
 */
export const preferredMethod = (alias: string): SQL => {
  const row = sql.raw(alias);
  return sql`coalesce(${row}.preferred_method, ${row}.contact_method)`;
};

/**
 * How to reach them that way: the e-mail address for e-mail, else the phone number (calls and texts,
 * and clients who chose nothing or a letter, whose list shows the method beside it).
 */
export const preferredContact = (alias: string): SQL => {
  const row = sql.raw(alias);
  return sql`case when ${preferredMethod(alias)} = ${sql.raw(String(OPTION.contactEmail))}
    then ${row}.email else ${row}.phone_number end`;
};
