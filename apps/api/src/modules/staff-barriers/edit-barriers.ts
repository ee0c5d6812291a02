import type { CoachBarrierForm } from '@coaching/shared/schemas/barriers';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { deleteBarrier, insertCoachBarrier } from '../barriers/barrier-repository.ts';

/** A barrier in the coach's words; its technique suggestions follow from the component chosen. */
export async function addCoachBarrier(db: Db, clientId: number, form: CoachBarrierForm): Promise<void> {
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
