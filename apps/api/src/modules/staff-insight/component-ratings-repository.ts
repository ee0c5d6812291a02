import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bctComponentTotals, bcts } from '../../db/schema.ts';
import type { CaseloadOwner } from '../staff-caseload/caseload.ts';
import { ownedBy } from './insight-repository.ts';

/**
 * Techniques added for a barrier, per the barrier's COM-B component: how many plans have them and the
 * clients' 1-5 ratings, over the caller's caseload, from the totals the triggers keep (migration 0030):
 * only techniques added for a barrier carry a component.
 */
export function readComponentRatings(db: Executor, caller: CaseloadOwner) {
  const plans = sql`sum(${bctComponentTotals.plans})`;
  const ratings = sql`sum(${bctComponentTotals.ratings})`;
  // The numeric division avg() does over the ratings themselves, so the rounding matches a full count.
  const average = sql`sum(${bctComponentTotals.progressSum})::numeric / nullif(${ratings}, 0)`;
  return db
    .select({
      component: bctComponentTotals.component,
      bct_id: bcts.id,
      code: bcts.code,
      name: bcts.name,
      web_friendly_name: bcts.webFriendlyName,
      plans: sql<number>`${plans}::int`,
      ratings: sql<number>`${ratings}::int`,
      average: sql<string | null>`round(${average}, 1)::text`,
    })
    .from(bctComponentTotals)
    .innerJoin(bcts, eq(bcts.id, bctComponentTotals.bctId))
    .where(ownedBy(bctComponentTotals.owner, caller))
    .groupBy(bctComponentTotals.component, bcts.id)
    .having(sql`${plans} > 0`)
    .orderBy(asc(bctComponentTotals.component), desc(sql`${average} is not null`), desc(average), bcts.id);
}
