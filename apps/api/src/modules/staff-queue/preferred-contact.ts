import { OPTION } from '@coaching/shared/constants';
import { type SQL, sql } from 'drizzle-orm';

/**
 * How to reach a client the way they chose, over a row (`alias`) with their contact_method, email and
 * phone_number: the e-mail address for e-mail, else the phone number (calls and texts, and clients
 * who chose nothing or a letter, whose list shows the method beside it).
 */
export const preferredContact = (alias: string): SQL => {
  const row = sql.raw(alias);
  return sql`case when ${row}.contact_method = ${sql.raw(String(OPTION.contactEmail))}
    then ${row}.email else ${row}.phone_number end`;
};
