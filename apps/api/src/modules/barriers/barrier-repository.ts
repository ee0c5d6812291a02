import type { CommonBarrier } from '@coaching/shared/rules/common-barriers';
import type { BarrierView } from '@coaching/shared/schemas/barriers';
import { and, asc, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clientBarriers } from '../../db/schema.ts';

const barrierColumns = {
  id: clientBarriers.id,
  words: clientBarriers.words,
  component: clientBarriers.component,
  pathway: clientBarriers.pathway,
  common_key: clientBarriers.commonKey,
  named_by: clientBarriers.namedBy,
};

/** A client's barriers, first named first: the one way every module reads them. */
export function listBarriers(db: Executor, clientId: number): Promise<BarrierView[]> {
  return db
    .select(barrierColumns)
    .from(clientBarriers)
    .where(eq(clientBarriers.clientId, clientId))
    .orderBy(asc(clientBarriers.createdAt), asc(clientBarriers.id));
}

export async function findBarrier(db: Executor, clientId: number, barrierId: number) {
  const [row] = await db
    .select(barrierColumns)
    .from(clientBarriers)
    .where(and(eq(clientBarriers.id, barrierId), eq(clientBarriers.clientId, clientId)));
  return row ?? null;
}

/** Adds the common barriers not yet named; a barrier already named keeps its first date. */
export async function addCommonBarriers(db: Executor, clientId: number, chosen: CommonBarrier[]) {
  if (chosen.length === 0) return;
  await db
    .insert(clientBarriers)
    .values(
      chosen.map((barrier) => ({
        clientId,
        pathway: barrier.pathway,
        component: barrier.component,
        words: barrier.words,
        commonKey: barrier.key,
        namedBy: 'client' as const,
      })),
    )
    .onConflictDoNothing({ target: [clientBarriers.clientId, clientBarriers.commonKey] });
}

/** Removes the common barriers the client no longer chooses; the coach's own words stay. */
export async function removeOtherCommonBarriers(db: Executor, clientId: number, keptKeys: string[]) {
  await db
    .delete(clientBarriers)
    .where(
      and(
        eq(clientBarriers.clientId, clientId),
        isNotNull(clientBarriers.commonKey),
        keptKeys.length > 0 ? notInArray(clientBarriers.commonKey, keptKeys) : undefined,
      ),
    );
}

export async function insertCoachBarrier(
  db: Executor,
  clientId: number,
  barrier: Pick<BarrierView, 'words' | 'component' | 'pathway'>,
) {
  await db.insert(clientBarriers).values({ clientId, ...barrier, namedBy: 'coach' });
}

export async function deleteBarrier(db: Executor, clientId: number, barrierId: number): Promise<boolean> {
  const deleted = await db
    .delete(clientBarriers)
    .where(and(eq(clientBarriers.id, barrierId), eq(clientBarriers.clientId, clientId)))
    .returning({ id: clientBarriers.id });
  return deleted.length > 0;
}
