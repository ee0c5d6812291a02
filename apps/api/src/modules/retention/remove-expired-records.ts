import { sql } from 'drizzle-orm';
import type { Config } from '../../config/load-config.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { removeExpiredIdempotencyKeys } from '../../plugins/idempotency.ts';
import { eraseExpiredDischarges } from './erase-expired-discharges.ts';

/**
 * The moment before which records are past retention: RETENTION_YEARS before `now` (docs/product.md,
 * Retention). The one cut-off for every record kept for a period after it ends; a record counts from
 * when it ended: an audit row from when it was written, a case from when it was closed or discharged.
 */
export function retentionCutoff(config: Pick<Config, 'retentionYears'>, now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - config.retentionYears);
  return cutoff;
}

/**
 * Removes audit rows older than the cut-off. The log refuses every other removal (migration 0017):
 * this transaction names its cut-off, and the trigger lets only rows older than that go.
 */
export async function removeExpiredAuditRows(db: Db, cutoff: Date): Promise<number> {
  const at = cutoff.toISOString();
  return db.transaction(async (tx) => {
    await queryRows(tx, sql`select set_config('app.audit_retention_cutoff', ${at}, true)`);
    const [row] = await queryRows<{ n: number }>(
      tx,
      sql`with removed as (delete from audit_log where created_at < ${at}::timestamptz returning 1)
        select count(*)::int as n from removed`,
    );
    return Number(row?.n ?? 0);
  });
}

/**
 * Removes rate-limit and lockout counters whose window ended over a day ago. Their windows run on the
 * database's clock, not the scheduler's (possibly simulated) date, so a counter still counting stays.
 */
export async function removeExpiredCounters(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with removed as (delete from rate_limits where reset_at < now() - interval '1 day' returning 1)
      select count(*)::int as n from removed`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Removes messages past their `remove_after` (the closure confirmation, staff-closure/close-client-
 * account.ts) once sent or given up on; a partial index finds them, so the pass does not read the outbox.
 */
export async function removeExpiredMessages(db: Db, now: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with removed as (
        delete from outbox
        where remove_after is not null and remove_after <= ${now.toISOString()}::timestamptz
          and status <> 'pending'
        returning 1)
      select count(*)::int as n from removed`,
  );
  return Number(row?.n ?? 0);
}

/** The retention pass, run with the scheduler's: what it removed and erased. */
export async function removeExpiredRecords(
  db: Db,
  config: Config,
  now: Date,
): Promise<{ auditRows: number; dischargedCases: number; counters: number; closureNotices: number }> {
  const cutoff = retentionCutoff(config, now);
  // Answers kept to replay a retry, on the database's clock like the counters: else they stayed until
  // someone next sent a request with an Idempotency-Key.
  await removeExpiredIdempotencyKeys(db);
  return {
    auditRows: await removeExpiredAuditRows(db, cutoff),
    dischargedCases: await eraseExpiredDischarges(db, cutoff),
    counters: await removeExpiredCounters(db),
    closureNotices: await removeExpiredMessages(db, now),
  };
}
