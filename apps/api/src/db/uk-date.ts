import { type SQL, sql } from 'drizzle-orm';

/** The UK calendar day of a timestamp, in SQL: what a person here would call the day it happened. */
export const ukDate = (time: SQL) => sql`(${time} at time zone 'Europe/London')::date`;

/** The same day as ISO text (yyyy-mm-dd), as the rules in packages/shared compare days. */
export const ukDay = (time: SQL) => sql`(${ukDate(time)})::text`;
