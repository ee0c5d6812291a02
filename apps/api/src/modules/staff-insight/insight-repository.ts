import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bcts, clients, planBcts, plans } from '../../db/schema.ts';
import { caseloadCondition, type StaffCaller } from '../staff-caseload/caseload.ts';

/**
 * Clients counted per goal list and stage facts, in the database: a handful of rows, however many
 * clients an administrator's insight covers (not one row per client sent to the server to count).
 */
export function countStageFacts(db: Executor, caller: StaffCaller) {
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

/** Ratings are the clients' own 1-5 progress scores on /plan. */
export function listBctRatings(db: Executor, caller: StaffCaller) {
  return db
    .select({
      bct_id: bcts.id,
      name: bcts.name,
      web_friendly_name: bcts.webFriendlyName,
      plans: sql<number>`count(*)::int`,
      ratings: sql<number>`count(${planBcts.progress})::int`,
      average: sql<string | null>`round(avg(${planBcts.progress}), 1)::text`,
    })
    .from(planBcts)
    .innerJoin(bcts, eq(bcts.id, planBcts.bctId))
    .innerJoin(plans, eq(plans.id, planBcts.planId))
    .innerJoin(clients, eq(clients.id, plans.clientId))
    .where(caseloadCondition(caller))
    .groupBy(bcts.id)
    .orderBy(
      desc(sql`avg(${planBcts.progress}) is not null`),
      desc(sql`avg(${planBcts.progress})`),
      bcts.webFriendlyName,
    );
}
