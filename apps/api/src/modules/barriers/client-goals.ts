import { PATHWAY_AREAS, PATHWAY_SLUGS, type PathwaySlug } from '@coaching/shared/constants';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { findPlanOfClient } from '../plan/plan-repository.ts';

/** The goals a client can name barriers for: those they registered with and those of their plan. */
export async function goalsOfClient(db: Executor, clientId: number): Promise<PathwaySlug[]> {
  const [[client], plan] = await Promise.all([
    db.select({ pathways: clients.pathways }).from(clients).where(eq(clients.id, clientId)),
    findPlanOfClient(db, clientId),
  ]);
  return PATHWAY_SLUGS.filter(
    (slug) => client?.pathways.includes(slug) || plan?.pathways.includes(PATHWAY_AREAS[slug]),
  );
}
