import { PATHWAY_AREAS, type PathwaySlug } from '@coaching/shared/constants';
import type { Executor } from '../../db/client.ts';
import { upsertPlan } from './plan-editor-repository.ts';

/** Creates the plan on first save; the plan stores goals by area (weight, activity, ...). */
export async function savePlanSettings(
  db: Executor,
  clientId: number,
  settings: { service_level: number; pathways: PathwaySlug[] },
): Promise<void> {
  await upsertPlan(
    db,
    clientId,
    settings.service_level,
    settings.pathways.map((slug) => PATHWAY_AREAS[slug]),
  );
}
