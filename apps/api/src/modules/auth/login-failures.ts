import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { sha256 } from '../../lib/secrets.ts';

/** NCSC's advice: about ten tries before a pause, so people who mistype are not shut out. */
export const MAX_FAILURES = 10;
export const PAUSE_MINUTES = 15;

/**
 * Failed logins are counted per submitted e-mail address, whether or not an account has it, so the
 * answers (401, then 429 with Retry-After) are the same for registered and unknown addresses.
 */
const keyOf = (email: string) => `client-login-failures:${sha256(email.trim().toLowerCase())}`;

/** Milliseconds until this address may try again, or 0. */
export async function pausedFor(db: Executor, email: string): Promise<number> {
  const [row] = await queryRows<{ ms: number }>(
    db,
    sql`select greatest(0, extract(epoch from (reset_at - now())) * 1000)::int as ms from rate_limits
        where key = ${keyOf(email)} and count >= ${MAX_FAILURES} and reset_at > now()`,
  );
  return Number(row?.ms ?? 0);
}

/** Counts a failure; the one that reaches the limit starts a pause of PAUSE_MINUTES. */
export async function recordFailure(db: Executor, email: string): Promise<void> {
  const pause = `${PAUSE_MINUTES} minutes`;
  await db.execute(sql`
    insert into rate_limits (key, count, reset_at) values (${keyOf(email)}, 1, now() + ${pause}::interval)
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case
        when rate_limits.reset_at <= now() or rate_limits.count + 1 >= ${MAX_FAILURES}
        then now() + ${pause}::interval else rate_limits.reset_at end`);
}

export async function clearFailures(db: Executor, email: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${keyOf(email)}`);
}
