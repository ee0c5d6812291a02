import type { PathwaySlug } from '@coaching/shared/constants';
import type { CombComponent } from '@coaching/shared/rules/com-b';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bctComponentTotals, bcts, planBcts } from '../../db/schema.ts';

/** Every technique, retired ones too (the ranking leaves them out), in library order. */
export function listTechniques(db: Executor) {
  return db
    .select({
      id: bcts.id,
      code: bcts.code,
      name: bcts.name,
      web_friendly_name: bcts.webFriendlyName,
      description: bcts.description,
      components: bcts.components,
      retired: bcts.retired,
    })
    .from(bcts)
    .orderBy(asc(bcts.id));
}

export function listPlanBctIds(db: Executor, planId: number) {
  return db.select({ id: planBcts.bctId }).from(planBcts).where(eq(planBcts.planId, planId));
}

/**
 * The service's ratings of techniques added for barriers of these components, per component, pathway
 * and technique: every client's, as "how it has gone here" is the service's own evidence. Read from the
 * totals the triggers keep (migration 0030), summed over every caseload.
 */
export function ratingsForComponents(db: Executor, components: CombComponent[]) {
  const ratings = sql`sum(${bctComponentTotals.ratings})`;
  return db
    .select({
      component: sql<CombComponent>`${bctComponentTotals.component}`,
      pathway: sql<PathwaySlug | null>`nullif(${bctComponentTotals.pathway}, '')`,
      bct_id: bctComponentTotals.bctId,
      ratings: sql<number>`${ratings}::int`,
      mean: sql<number>`(sum(${bctComponentTotals.progressSum})::float8 / ${ratings})`.mapWith(Number),
    })
    .from(bctComponentTotals)
    .where(inArray(bctComponentTotals.component, components))
    .groupBy(bctComponentTotals.component, bctComponentTotals.pathway, bctComponentTotals.bctId)
    .having(sql`${ratings} > 0`);
}
