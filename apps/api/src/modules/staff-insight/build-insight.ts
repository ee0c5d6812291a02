import { PATHWAY_SLUGS } from '@coaching/shared/constants';
import { CLIENT_STAGES, clientStage } from '@coaching/shared/rules/client-stage';
import type { StaffInsight, StageCounts } from '@coaching/shared/schemas/staff-insight';
import type { Executor } from '../../db/client.ts';
import type { StaffCaller } from '../staff-caseload/caseload.ts';
import { listBctRatings, listStageFacts } from './insight-repository.ts';

const noStages = (): StageCounts =>
  Object.fromEntries(CLIENT_STAGES.map((stage) => [stage, 0])) as StageCounts;

/** Clients per goal and stage (a client with two goals counts under both), and techniques by rating. */
export async function buildInsight(db: Executor, caller: StaffCaller): Promise<StaffInsight> {
  const [facts, ratings] = await Promise.all([listStageFacts(db, caller), listBctRatings(db, caller)]);
  const stages = noStages();
  const pathways = PATHWAY_SLUGS.map((pathway) => ({ pathway, total: 0, stages: noStages() }));
  for (const client of facts) {
    const stage = clientStage({
      assessmentCount: client.assessmentCount,
      completedCalls: client.completedCalls,
      closureRequested: Boolean(client.closureRequested),
      closed: Boolean(client.closed),
    });
    stages[stage] += 1;
    for (const row of pathways) {
      if (!client.pathways.includes(row.pathway)) continue;
      row.total += 1;
      row.stages[stage] += 1;
    }
  }
  return {
    clients: facts.length,
    stages,
    pathways,
    bcts: ratings.map(({ average, ...rest }) => ({
      ...rest,
      plans: Number(rest.plans),
      ratings: Number(rest.ratings),
      average_progress: average === null ? null : Number(average),
    })),
  };
}
