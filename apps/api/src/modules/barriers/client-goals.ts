import { PATHWAY_AREAS, PATHWAY_SLUGS, type PathwaySlug } from '@coaching/shared/constants';
import { barrierGoals } from '@coaching/shared/rules/common-barriers';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { clients } from '../../db/schema.ts';
import { findPlanOfClient } from '../plan/plan-repository.ts';

/** The goals of the client's plan, by slug; none before the coach writes it. */
export async function planGoalsOf(db: Executor, clientId: number): Promise<PathwaySlug[]> {
  const plan = await findPlanOfClient(db, clientId);
  return PATHWAY_SLUGS.filter((slug) => plan?.pathways.includes(PATHWAY_AREAS[slug]));
}

/** The goals a client can name barriers for: those they registered with and those of their plan. */
export async function goalsOfClient(db: Executor, clientId: number): Promise<PathwaySlug[]> {
  const [[client], planGoals] = await readTogether(
    db,
    () => db.select({ pathways: clients.pathways }).from(clients).where(eq(clients.id, clientId)),
    () => planGoalsOf(db, clientId),
  );
  return barrierGoals(client?.pathways ?? [], planGoals);
}
