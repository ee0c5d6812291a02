import { STAFF_LOCK_MINUTES, STAFF_LOGIN_MAX_FAILURES } from '@coaching/shared/constants';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { sha256 } from '../../lib/secrets.ts';

export const MAX_FAILURES = 10;
export const PAUSE_MINUTES = 15;
/** How many more failures an account takes from every source together than from one. */
export const FROM_ANYWHERE = 10;

/**
 * Failed sign-ins are counted twice in rate_limits: for the account from one source (the address the
 * request came from), which pauses that source at the account's limit, and for the account from
 * anywhere, which pauses every source at FROM_ANYWHERE times that. Someone who knows an address can
 * then only shut out their own machine, not the owner, while guesses spread over many machines still
 * meet a limit. A success clears its own source's count; a new password clears them all.
 */
export type FailureLimit = { max: number; minutes: number };
export type FailureCounts = FailureLimit & { account: string; source: string };

/** A client's limit: NCSC's advice of about ten tries, so people who mistype are not shut out. */
export const CLIENT_LIMIT: FailureLimit = { max: MAX_FAILURES, minutes: PAUSE_MINUTES };
export const STAFF_LIMIT: FailureLimit = { max: STAFF_LOGIN_MAX_FAILURES, minutes: STAFF_LOCK_MINUTES };

/** The counts for `account` (a key with no personal data in it) from `ip`. */
export const failureCounts = (account: string, ip: string, limit: FailureLimit): FailureCounts => ({
  ...limit,
  account,
  source: `${account}:${sha256(ip)}`,
});

const limits = ({ account, source, max }: FailureCounts) =>
  sql`(values (${source}, ${max}::int), (${account}, ${max * FROM_ANYWHERE}::int)) as l (key, max)`;

/** Milliseconds until this source may try this account again, or 0. */
export async function pausedFor(db: Executor, counts: FailureCounts): Promise<number> {
  const [row] = await queryRows<{ ms: number | null }>(
    db,
    sql`select max(greatest(0, extract(epoch from (r.reset_at - now())) * 1000))::int as ms
        from rate_limits r join ${limits(counts)} on l.key = r.key
        where r.count >= l.max and r.reset_at > now()`,
  );
  return Number(row?.ms ?? 0);
}

/** Counts a failure both ways; the one that reaches a limit starts a pause. */
export async function recordFailure(db: Executor, counts: FailureCounts): Promise<void> {
  const pause = `${counts.minutes} minutes`;
  await db.execute(sql`
    insert into rate_limits (key, count, reset_at)
    select l.key, 1, now() + ${pause}::interval from ${limits(counts)} order by l.key
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case
        when rate_limits.reset_at <= now()
          or rate_limits.count + 1 >= (select l.max from ${limits(counts)} where l.key = rate_limits.key)
        then now() + ${pause}::interval else rate_limits.reset_at end`);
}

/** After a success from this source: its own count starts again. */
export async function clearSourceFailures(db: Executor, counts: FailureCounts): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${counts.source}`);
}

const everyCount = (account: SQL | string) =>
  sql`(r.key = ${account} or starts_with(r.key, ${account} || ':'))`;

/** After a new password or an administrator's reset: every count of the account starts again. */
export async function clearAccountFailures(db: Executor, account: string): Promise<void> {
  await db.execute(sql`delete from rate_limits r where ${everyCount(account)}`);
}

/** Whether any source of the account (a key as SQL) is paused now, for an administrator's list. */
export const anySourcePaused = (account: SQL, max: number) =>
  sql<boolean>`exists (select 1 from rate_limits r where ${everyCount(account)} and r.reset_at > now()
    and r.count >= case when r.key = ${account} then ${max * FROM_ANYWHERE}::int else ${max}::int end)`;

/** A client's account key: their address as typed, known or not, hashed. */
export const clientAccount = (email: string) => `client-login-failures:${sha256(email.trim().toLowerCase())}`;

const STAFF_KEY = 'staff-login-failures:';

/** A staff member's account key, as text or over `staff` in SQL. */
export const staffAccount = (staffId: number) => `${STAFF_KEY}${staffId}`;
export const staffAccountOf = (staffId: SQL) => sql`${STAFF_KEY} || ${staffId}`;
