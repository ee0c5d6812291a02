import { PATHWAY_AREAS, PATHWAY_SLUGS, type PathwaySlug } from '@coaching/shared/constants';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, plans } from '../../db/schema.ts';

/**
 * The client's goals, and their plan's goal areas with them (docs/product.md#onboarding-2), so the
 * plan page shows the goals just chosen; a coach can still change the areas afterwards.
 */
export async function updatePathways(
  db: Db,
  clientId: number,
  chosen: readonly PathwaySlug[],
): Promise<PathwaySlug[]> {
  const pathways = PATHWAY_SLUGS.filter((slug) => chosen.includes(slug));
  await db.transaction(async (tx) => {
    await tx.update(clients).set({ pathways, updatedAt: sql`now()` }).where(eq(clients.id, clientId));
    await tx
      .update(plans)
      .set({ pathways: pathways.map((slug) => PATHWAY_AREAS[slug]), updatedAt: sql`now()` })
      .where(eq(plans.clientId, clientId));
  });
  return pathways;
}
