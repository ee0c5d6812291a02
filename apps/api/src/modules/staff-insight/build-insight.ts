import { PATHWAY_SLUGS } from '@coaching/shared/constants';
import { CLIENT_STAGES, clientStage } from '@coaching/shared/rules/client-stage';
import type { CombComponent } from '@coaching/shared/rules/com-b';
import type { StaffInsight, StageCounts } from '@coaching/shared/schemas/staff-insight';
import { CALLER_ID } from '../../db/caller-id.ts';
import { type Db, preparedOnce } from '../../db/client.ts';
import type { StaffCaller } from '../staff-caseload/caseload.ts';
import { readComponentRatings } from './component-ratings-repository.ts';
import { readBctRatingTotals, readStageTotals } from './insight-repository.ts';

type StageFacts = Awaited<ReturnType<typeof readStageTotals>>;
type BctRatings = Awaited<ReturnType<typeof readBctRatingTotals>>;
type ComponentRatings = Awaited<ReturnType<typeof readComponentRatings>>;

const noStages = (): StageCounts =>
  Object.fromEntries(CLIENT_STAGES.map((stage) => [stage, 0])) as StageCounts;

// Prepared once: the page is a coach's overview, loaded often, and planning its statements cost more
// than running them.
const caseload = { role: 'coach', staffId: CALLER_ID } as const;
const everyone = { role: 'admin', staffId: 0 } as const;
const caseloadStages = preparedOnce((db) => readStageTotals(db, caseload).prepare('insight_stages'));
const caseloadRatings = preparedOnce((db) => readBctRatingTotals(db, caseload).prepare('insight_ratings'));
const stageTotals = preparedOnce((db) => readStageTotals(db, everyone).prepare('insight_stage_totals'));
const ratingTotals = preparedOnce((db) => readBctRatingTotals(db, everyone).prepare('insight_rating_totals'));
const caseloadComponents = preparedOnce((db) =>
  readComponentRatings(db, caseload).prepare('insight_components'),
);
const componentTotals = preparedOnce((db) =>
  readComponentRatings(db, everyone).prepare('insight_component_totals'),
);

/**
 * Clients per goal and stage (a client with two goals counts under both), and techniques by rating and
 * by barrier component, from the totals the database keeps per owner (migrations 0013 and 0030): a coach's caseload (their open and
 * closed cases and the open pool) and an administrator's (every client) are a few rows to read,
 * however many cases have closed.
 */
export async function buildInsight(db: Db, caller: StaffCaller): Promise<StaffInsight> {
  const values = { staffId: caller.staffId };
  const [groups, ratings, byComponent] = await Promise.all(
    caller.role === 'admin'
      ? [stageTotals(db).execute(), ratingTotals(db).execute(), componentTotals(db).execute()]
      : [
          caseloadStages(db).execute(values),
          caseloadRatings(db).execute(values),
          caseloadComponents(db).execute(values),
        ],
  );
  return { ...summariseInsight(groups, ratings), bcts_by_component: summariseComponents(byComponent) };
}

export function summariseComponents(rows: ComponentRatings): StaffInsight['bcts_by_component'] {
  return rows.map(({ average, component, code, ...rest }) => ({
    ...rest,
    component: component as CombComponent,
    code: code ?? '',
    average_progress: average === null ? null : Number(average),
  }));
}

export function summariseInsight(
  groups: StageFacts,
  ratings: BctRatings,
): Omit<StaffInsight, 'bcts_by_component'> {
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
