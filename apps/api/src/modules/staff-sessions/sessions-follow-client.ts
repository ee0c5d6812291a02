import { todayIso } from '@coaching/shared/rules/dates';
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';

/**
 * A client's upcoming sessions (rules/diary.ts followsClient) go where the client goes: to their new
 * coach, or with no coach back to the pool, to be picked up by whoever takes the client on. The new
 * coach's band may go over capacity: the week view shows it, and staff move a session if they must.
 */
export async function moveUpcomingSessions(tx: Executor, clientIds: number[], coachId: number | null) {
  if (clientIds.length === 0) return;
  await tx
    .update(sessions)
    .set({ coachId, updatedAt: new Date() })
    .where(
      and(
        inArray(sessions.clientId, clientIds),
        eq(sessions.status, 'due'),
        gte(sessions.dueDate, todayIso()),
      ),
    );
}

/** Actioning a closure: the upcoming sessions are cancelled and their places in the diary freed. */
export async function cancelUpcomingSessions(tx: Executor, clientId: number) {
  await tx
    .update(sessions)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(
      and(eq(sessions.clientId, clientId), eq(sessions.status, 'due'), gte(sessions.dueDate, todayIso())),
    );
}
