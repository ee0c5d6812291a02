import { desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bctRatingTotals, bcts, clientStageTotals, clients, planBcts, plans } from '../../db/schema.ts';
import { type CaseloadOwner, caseloadCondition } from '../staff-caseload/caseload.ts';

/**
 * Clients counted per goal list and stage facts, in the database: a handful of rows, however many
 * clients the caseload holds (not one row per client sent to the server to count).
 */
export function countStageFacts(db: Executor, caller: CaseloadOwner) {
  return db
    .select({
      pathways: clients.pathways,
      assessmentCount: sql<number>`least(${clients.assessmentCount}, 1)::int`,
      completedCalls: sql<number>`least(${clients.completedCalls}, 1)::int`,
      closureRequested: sql<boolean>`${clients.closureRequestedAt} is not null`,
      closed: sql<boolean>`${clients.closedAt} is not null`,
      clients: sql<number>`count(*)::int`,
    })
    .from(clients)
    .where(caseloadCondition(caller))
    .groupBy(sql`1, 2, 3, 4, 5`);
}

/** The same rows for every client, from the totals the triggers of migration 0008 keep. */
export function readStageTotals(db: Executor) {
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
    .where(gt(clientStageTotals.clients, 0));
}

const bctNames = { bct_id: bcts.id, name: bcts.name, web_friendly_name: bcts.webFriendlyName };

/** Rated techniques first, best average first; then by name. */
const byAverage = (average: SQL) => [
  desc(sql`${average} is not null`),
  desc(average),
  bcts.webFriendlyName,
  bcts.id,
];

/** Ratings are the clients' own 1-5 progress scores on /plan. */
export function listBctRatings(db: Executor, caller: CaseloadOwner) {
  const average = sql`avg(${planBcts.progress})`;
  return db
    .select({
      ...bctNames,
      plans: sql<number>`count(*)::int`,
      ratings: sql<number>`count(${planBcts.progress})::int`,
      average: sql<string | null>`round(${average}, 1)::text`,
    })
    .from(planBcts)
    .innerJoin(bcts, eq(bcts.id, planBcts.bctId))
    .innerJoin(plans, eq(plans.id, planBcts.planId))
    .innerJoin(clients, eq(clients.id, plans.clientId))
    .where(caseloadCondition(caller))
    .groupBy(bcts.id)
    .orderBy(...byAverage(average));
}

/** The same rows for every plan, from the totals the triggers of migration 0008 keep. */
export function readBctRatingTotals(db: Executor) {
  // The same numeric division avg() does, so the rounding and the order match listBctRatings.
  const average = sql`${bctRatingTotals.progressSum}::numeric / nullif(${bctRatingTotals.ratings}, 0)`;
  return db
    .select({
      ...bctNames,
      plans: bctRatingTotals.plans,
      ratings: bctRatingTotals.ratings,
      average: sql<string | null>`round(${average}, 1)::text`,
    })
    .from(bctRatingTotals)
    .innerJoin(bcts, eq(bcts.id, bctRatingTotals.bctId))
    .where(gt(bctRatingTotals.plans, 0))
    .orderBy(...byAverage(average));
}
