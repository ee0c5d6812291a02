import { commonBarriersFor, findCommonBarrier } from '@coaching/shared/rules/common-barriers';
import { BARRIER_TEXT, type ClientBarriers } from '@coaching/shared/schemas/barriers';
import type { Db, Executor } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { fieldError } from '../../lib/http-errors.ts';
import { addCommonBarriers, listBarriers, removeOtherCommonBarriers } from './barrier-repository.ts';
import { goalsOfClient } from './client-goals.ts';

/** The common barriers of the list a client may choose: those for their goals. */
async function commonBarriersOfClient(db: Executor, clientId: number, keys: string[], field: string) {
  const goals = await goalsOfClient(db, clientId);
  const chosen = keys.flatMap((key) => findCommonBarrier(key) ?? []);
  if (chosen.some((barrier) => !goals.includes(barrier.pathway)))
    throw fieldError(field, BARRIER_TEXT.notYourGoal);
  return chosen;
}

/**
 * The client's choice from the list replaces their earlier one (a barrier named again keeps its first
 * date, never twice); barriers in the coach's words stay. `field` is the answer a refusal names.
 */
export async function replaceCommonBarriers(tx: Executor, clientId: number, keys: string[], field: string) {
  const chosen = await commonBarriersOfClient(tx, clientId, keys, field);
  await removeOtherCommonBarriers(tx, clientId, keys);
  await addCommonBarriers(tx, clientId, chosen);
}

/** Keys of the common barriers the client has named, on the plan or at a health check. */
export async function namedCommonKeys(db: Executor, clientId: number): Promise<string[]> {
  return (await listBarriers(db, clientId)).flatMap((b) => (b.common_key ? [b.common_key] : []));
}

export async function readClientBarriers(db: Executor, clientId: number): Promise<ClientBarriers> {
  const [barriers, goals] = await readTogether(
    db,
    () => listBarriers(db, clientId),
    () => goalsOfClient(db, clientId),
  );
  const options = commonBarriersFor(goals).map(({ key, words, pathway }) => ({ key, words, pathway }));
  return { barriers, options };
}

/** "What gets in the way?" on the plan: the choice replaces the earlier one. */
export function chooseBarriers(db: Db, clientId: number, keys: string[]): Promise<ClientBarriers> {
  return db.transaction(async (tx) => {
    await replaceCommonBarriers(tx, clientId, keys, 'common_keys');
    return readClientBarriers(tx, clientId);
  });
}
