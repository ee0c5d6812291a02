import { and, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { bctRatingTotals, bcts, clientStageTotals, POOL } from '../../db/schema.ts';
import type { CaseloadOwner } from '../staff-caseload/caseload.ts';

/** A coach's caseload is their own counts and the intake pool's; an administrator's is every owner's. */
export function ownedBy(owner: AnyPgColumn, caller: CaseloadOwner) {
  return caller.role === 'admin' ? undefined : sql`${owner} in (${caller.staffId}, ${POOL})`;
}

/**
 * Clients per goal list and stage facts, from the totals the triggers of migration 0013 keep: a few
 * rows per owner however many clients there are (one group may come once per owner).
 */
export function readStageTotals(db: Executor, caller: CaseloadOwner) {
  return db
    .select({
      pathways: clientStageTotals.pathways,
      assessmentCount: clientStageTotals.hasCheck,
      completedCalls: clientStageTotals.hasCall,
      closureRequested: clientStageTotals.closureRequested,
      closed: clientStageTotals.closed,
      clients: clientStageTotals.clients,
    })
    .from(clientStageTotals)
    .where(and(gt(clientStageTotals.clients, 0), ownedBy(clientStageTotals.owner, caller)));
}

const bctNames = { bct_id: bcts.id, name: bcts.name, web_friendly_name: bcts.webFriendlyName };

/** Rated techniques first, best average first; then by name. */
const byAverage = (average: SQL) => [
  desc(sql`${average} is not null`),
  desc(average),
  bcts.webFriendlyName,
  bcts.id,
];

/** Ratings are the clients' own 1-5 progress scores on /plan, summed over the caseload's owners. */
export function readBctRatingTotals(db: Executor, caller: CaseloadOwner) {
  const plans = sql`sum(${bctRatingTotals.plans})`;
  const ratings = sql`sum(${bctRatingTotals.ratings})`;
  // The numeric division avg() does over the ratings themselves, so the rounding matches a full count.
  const average = sql`sum(${bctRatingTotals.progressSum})::numeric / nullif(${ratings}, 0)`;
  return db
    .select({
      ...bctNames,
      plans: sql<number>`${plans}::int`,
      ratings: sql<number>`${ratings}::int`,
      average: sql<string | null>`round(${average}, 1)::text`,
    })
    .from(bctRatingTotals)
    .innerJoin(bcts, eq(bcts.id, bctRatingTotals.bctId))
    .where(ownedBy(bctRatingTotals.owner, caller))
    .groupBy(bcts.id)
    .having(sql`${plans} > 0`)
    .orderBy(...byAverage(average));
}
