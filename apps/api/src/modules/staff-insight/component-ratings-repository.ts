import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bcts, clients, planBcts, plans } from '../../db/schema.ts';
import { caseloadCondition, type StaffCaller } from '../staff-caseload/caseload.ts';

/**
 * Techniques added for a barrier, per the barrier's COM-B component: how many plans have them and the
 * clients' 1-5 ratings, over the caller's caseload (caseloadCondition). Read from the techniques
 * themselves, not from totals: only those added for a barrier carry a component.
 */
export function readComponentRatings(db: Executor, caller: StaffCaller) {
  const average = sql`avg(${planBcts.progress})`;
  return db
    .select({
      component: sql<string>`${planBcts.barrierComponent}`,
      bct_id: bcts.id,
      code: bcts.code,
      name: bcts.name,
      web_friendly_name: bcts.webFriendlyName,
      plans: sql<number>`count(*)::int`,
      ratings: sql<number>`count(${planBcts.progress})::int`,
      average: sql<string | null>`round(${average}, 1)::text`,
    })
    .from(planBcts)
    .innerJoin(bcts, eq(bcts.id, planBcts.bctId))
    .innerJoin(plans, eq(plans.id, planBcts.planId))
    .innerJoin(clients, eq(clients.id, plans.clientId))
    .where(and(isNotNull(planBcts.barrierComponent), caseloadCondition(caller)))
    .groupBy(planBcts.barrierComponent, bcts.id)
    .orderBy(asc(planBcts.barrierComponent), desc(sql`${average} is not null`), desc(average), bcts.id);
}
