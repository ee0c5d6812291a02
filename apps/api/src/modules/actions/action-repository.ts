import type { ActionStatus, ActionView } from '@coaching/shared/schemas/actions';
import { and, asc, eq, sql } from 'drizzle-orm';
import { actionAnswerColumns } from '../../db/answer-columns.ts';
import type { Executor } from '../../db/client.ts';
import { actions } from '../../db/schema.ts';

/** Soonest due first; actions without a due date last. */
export function listActions(db: Executor, clientId: number): Promise<ActionView[]> {
  return db
    .select(actionAnswerColumns)
    .from(actions)
    .where(eq(actions.clientId, clientId))
    .orderBy(sql`${actions.dueDate} asc nulls last`, asc(actions.id));
}

export async function setActionStatus(
  db: Executor,
  clientId: number,
  actionId: number,
  status: ActionStatus,
): Promise<ActionView | null> {
  const [row] = await db
    .update(actions)
    .set({ status, completedAt: status === 'complete' ? new Date() : null })
    .where(and(eq(actions.id, actionId), eq(actions.clientId, clientId)))
    .returning(actionAnswerColumns);
  return row ?? null;
}
