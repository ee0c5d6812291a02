import { PATHWAY_AREAS, PATHWAY_SLUGS, type PathwayArea } from '@coaching/shared/constants';
import type { PreAssessment } from '@coaching/shared/schemas/assessment-result';
import type { Db } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { sha256 } from '../../lib/secrets.ts';
import { namedCommonKeys } from '../barriers/choose-barriers.ts';
import { planGoalsOf } from '../barriers/client-goals.ts';
import { findUsableLinkClient } from '../client-links/link-repository.ts';
import { findAssessedClient } from './assessment-repository.ts';

/** Whether this client can take a check now: not when the case is closed or closing. */
export async function findPreAssessment(db: Db, clientId: number | undefined): Promise<PreAssessment> {
  const client = clientId === undefined ? undefined : await findAssessedClient(db, clientId);
  if (!client || client.closed) return { status: 'notfound', reason: 'case-closed' };
  const pathways: Record<PathwayArea, boolean> = {
    weight: false,
    smoking: false,
    alcohol: false,
    activity: false,
  };
  for (const slug of PATHWAY_SLUGS) if (client.pathways.includes(slug)) pathways[PATHWAY_AREAS[slug]] = true;
  const [planPathways, named] = await readTogether(
    db,
    () => planGoalsOf(db, client.id),
    () => namedCommonKeys(db, client.id),
  );
  return {
    status: 'available',
    assessment_count: client.assessmentCount,
    gender: client.gender,
    dob: client.dob,
    ethnicity: client.ethnicity,
    client_id: client.id,
    first_name: client.firstName,
    pathways,
    plan_pathways: planPathways,
    named_barriers: named,
  };
}

/** The same, for the client a follow-up link belongs to; an unknown, used or expired link says so. */
export async function findPreAssessmentByLink(db: Db, hash: string): Promise<PreAssessment> {
  const clientId = await findUsableLinkClient(db, 'follow-up', sha256(hash));
  if (clientId === undefined) return { status: 'notfound', reason: 'link-used-or-expired' };
  return findPreAssessment(db, clientId);
}
