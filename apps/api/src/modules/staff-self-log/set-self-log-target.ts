import { measuresOfPathways, type SelfLogMeasure } from '@coaching/shared/rules/self-log';
import type { SelfLogTargetForm, SelfLogTargets } from '@coaching/shared/schemas/self-log-targets';
import type { Executor } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { fieldError, notFound } from '../../lib/http-errors.ts';
import { goalsOfClient } from '../barriers/client-goals.ts';
import { requirePlanId } from '../staff-plans/require-plan.ts';
import { deleteTarget, listTargets, upsertTarget } from './targets-repository.ts';

/** The measures a client logs: those of the goals they registered with and those of their plan. */
async function measuresOfClient(db: Executor, clientId: number): Promise<SelfLogMeasure[]> {
  return measuresOfPathways(await goalsOfClient(db, clientId));
}

export async function readSelfLogTargets(db: Executor, clientId: number): Promise<SelfLogTargets> {
  const [measures, targets] = await readTogether(
    db,
    () => measuresOfClient(db, clientId),
    () => listTargets(db, clientId),
  );
  return { measures, targets };
}

/** A target belongs to the plan, and only to a measure of the client's goals. */
export async function setSelfLogTarget(
  db: Executor,
  clientId: number,
  staffId: number,
  target: Required<SelfLogTargetForm>,
): Promise<void> {
  await requirePlanId(db, clientId);
  const measures = await measuresOfClient(db, clientId);
  if (!measures.includes(target.measure)) {
    throw fieldError('measure', 'Choose a measure of one of the client’s goals');
  }
  await upsertTarget(db, { clientId, measure: target.measure, value: target.value, setBy: staffId });
}

export async function removeSelfLogTarget(db: Executor, clientId: number, measure: SelfLogMeasure) {
  if (!(await deleteTarget(db, clientId, measure))) throw notFound('There is no target for that measure');
}
