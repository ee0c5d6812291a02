import { PATHWAY_SLUGS } from '@coaching/shared/constants';
import { CLIENT_STAGES, clientStage } from '@coaching/shared/rules/client-stage';
import type { StaffInsight, StageCounts } from '@coaching/shared/schemas/staff-insight';
import type { Executor } from '../../db/client.ts';
import type { StaffCaller } from '../staff-caseload/caseload.ts';
import {
  countStageFacts,
  listBctRatings,
  readBctRatingTotals,
  readStageTotals,
} from './insight-repository.ts';

type StageFacts = Awaited<ReturnType<typeof countStageFacts>>;
type BctRatings = Awaited<ReturnType<typeof listBctRatings>>;

const noStages = (): StageCounts =>
  Object.fromEntries(CLIENT_STAGES.map((stage) => [stage, 0])) as StageCounts;

/**
 * Clients per goal and stage (a client with two goals counts under both), and techniques by rating.
 * An administrator's cover every client, so they come from the totals the database keeps; a coach's
 * caseload (their clients and the open pool) is small enough to count as it stands.
 */
export async function buildInsight(db: Executor, caller: StaffCaller): Promise<StaffInsight> {
  const everyone = caller.role === 'admin';
  const [groups, ratings] = await Promise.all([
    everyone ? readStageTotals(db) : countStageFacts(db, caller),
    everyone ? readBctRatingTotals(db) : listBctRatings(db, caller),
  ]);
  return summariseInsight(groups, ratings);
}

export function summariseInsight(groups: StageFacts, ratings: BctRatings): StaffInsight {
  const stages = noStages();
  const pathways = PATHWAY_SLUGS.map((pathway) => ({ pathway, total: 0, stages: noStages() }));
  let total = 0;
  for (const group of groups) {
    const stage = clientStage({
      assessmentCount: group.assessmentCount,
      completedCalls: group.completedCalls,
      closureRequested: Boolean(group.closureRequested),
      closed: Boolean(group.closed),
    });
    total += group.clients;
    stages[stage] += group.clients;
    for (const row of pathways) {
      if (!group.pathways.includes(row.pathway)) continue;
      row.total += group.clients;
      row.stages[stage] += group.clients;
    }
  }
  return {
    clients: total,
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
