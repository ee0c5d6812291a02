import { PATHWAY_SLUGS, type PathwaySlug } from '@coaching/shared/constants';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';

export async function updatePathways(
  db: Executor,
  clientId: number,
  chosen: readonly PathwaySlug[],
): Promise<PathwaySlug[]> {
  const pathways = PATHWAY_SLUGS.filter((slug) => chosen.includes(slug));
  await db.update(clients).set({ pathways, updatedAt: sql`now()` }).where(eq(clients.id, clientId));
  return pathways;
}
