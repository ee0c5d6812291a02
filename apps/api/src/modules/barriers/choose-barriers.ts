import { commonBarriersFor, findCommonBarrier } from '@coaching/shared/rules/common-barriers';
import { BARRIER_TEXT, type ClientBarriers } from '@coaching/shared/schemas/barriers';
import type { Db, Executor } from '../../db/client.ts';
import { fieldError } from '../../lib/http-errors.ts';
import { addCommonBarriers, listBarriers, removeOtherCommonBarriers } from './barrier-repository.ts';
import { goalsOfClient } from './client-goals.ts';

/** The common barriers of the list a client may choose: those for their goals. */
export async function commonBarriersOfClient(db: Executor, clientId: number, keys: string[]) {
  const goals = await goalsOfClient(db, clientId);
  const chosen = keys.flatMap((key) => findCommonBarrier(key) ?? []);
  if (chosen.some((barrier) => !goals.includes(barrier.pathway)))
    throw fieldError('common_keys', BARRIER_TEXT.notYourGoal);
  return chosen;
}

export async function readClientBarriers(db: Executor, clientId: number): Promise<ClientBarriers> {
  const [barriers, goals] = await Promise.all([listBarriers(db, clientId), goalsOfClient(db, clientId)]);
  const options = commonBarriersFor(goals).map(({ key, words, pathway }) => ({ key, words, pathway }));
  return { barriers, options };
}

/** The client's choice from the list replaces their earlier one; barriers in the coach's words stay. */
export function chooseBarriers(db: Db, clientId: number, keys: string[]): Promise<ClientBarriers> {
  return db.transaction(async (tx) => {
    const chosen = await commonBarriersOfClient(tx, clientId, keys);
    await removeOtherCommonBarriers(tx, clientId, keys);
    await addCommonBarriers(tx, clientId, chosen);
    return readClientBarriers(tx, clientId);
  });
}
