import { suggestTechniques } from '@coaching/shared/rules/suggest-techniques';
import type { StaffBarrier } from '@coaching/shared/schemas/barriers';
import type { Executor } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { listBarriers } from '../barriers/barrier-repository.ts';
import { findPlanOfClient } from '../plan/plan-repository.ts';
import { listPlanBctIds, listTechniques, ratingsForComponents } from './suggestion-repository.ts';

/** Each of the client's barriers with up to three techniques for it (suggest-techniques.ts ranks them). */
export async function suggestForBarriers(db: Executor, clientId: number): Promise<StaffBarrier[]> {
  const [barriers, plan, library] = await readTogether(
    db,
    () => listBarriers(db, clientId),
    () => findPlanOfClient(db, clientId),
    () => listTechniques(db),
  );
  if (barriers.length === 0) return [];
  const [onPlan, ratings] = await readTogether(
    db,
    async () => (plan ? listPlanBctIds(db, plan.id) : []),
    () => ratingsForComponents(db, [...new Set(barriers.map((b) => b.component))]),
  );
  const byId = new Map(library.map((technique) => [technique.id, technique]));
  return barriers.map((barrier) => {
    const forBarrier = ratings.filter(
      (r) => r.component === barrier.component && r.pathway === barrier.pathway,
    );
    const suggestions = suggestTechniques(
      barrier,
      library,
      onPlan.map((row) => row.id),
      forBarrier,
    ).flatMap(({ bct_id, reason, evidence }) => {
      const technique = byId.get(bct_id);
      if (!technique) return [];
      const { code, name, web_friendly_name, description } = technique;
      return [{ bct_id, code: code ?? '', name, web_friendly_name, description, reason, evidence }];
    });
    return { ...barrier, suggestions };
  });
}
