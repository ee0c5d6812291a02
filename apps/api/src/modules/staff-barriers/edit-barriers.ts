import { BARRIER_TEXT, type CoachBarrierForm } from '@coaching/shared/schemas/barriers';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../lib/http-errors.ts';
import { deleteBarrier, insertCoachBarrier } from '../barriers/barrier-repository.ts';
import { goalsOfClient } from '../barriers/client-goals.ts';

/**
 * A barrier in the coach's words; its technique suggestions follow from the component chosen. Its goal
 * is one the client has, as for the client's own choice: its techniques' ratings count for that goal.
 */
export async function addCoachBarrier(db: Db, clientId: number, form: CoachBarrierForm): Promise<void> {
  if (!(await goalsOfClient(db, clientId)).includes(form.pathway))
    throw fieldError('pathway', BARRIER_TEXT.notTheirGoal);
  await insertCoachBarrier(db, clientId, {
    words: form.words,
    component: form.component,
    pathway: form.pathway,
  });
}

/** Techniques added for it stay on the plan and keep its component and pathway for the ratings. */
export async function removeBarrier(db: Db, clientId: number, barrierId: number): Promise<void> {
  if (!(await deleteBarrier(db, clientId, barrierId))) throw notFound();
}
