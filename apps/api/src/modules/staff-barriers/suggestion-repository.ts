import type { CombComponent } from '@coaching/shared/rules/com-b';
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bcts, planBcts } from '../../db/schema.ts';

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
 * and technique: every client's, as "how it has gone here" is the service's own evidence.
 */
export function ratingsForComponents(db: Executor, components: CombComponent[]) {
  return db
    .select({
      component: planBcts.barrierComponent,
      pathway: planBcts.barrierPathway,
      bct_id: planBcts.bctId,
      ratings: count(),
      mean: sql<number>`avg(${planBcts.progress})::float8`.mapWith(Number),
    })
    .from(planBcts)
    .where(and(inArray(planBcts.barrierComponent, components), isNotNull(planBcts.progress)))
    .groupBy(planBcts.barrierComponent, planBcts.barrierPathway, planBcts.bctId);
}
