import type { ActionStatus, ActionView } from '@coaching/shared/schemas/actions';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { actions } from '../../db/schema.ts';

const view = {
  id: actions.id,
  title: actions.title,
  description: actions.description,
  due_date: actions.dueDate,
  status: actions.status,
};

/** Soonest due first; actions without a due date last. */
export function listActions(db: Executor, clientId: number): Promise<ActionView[]> {
  return db
    .select(view)
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
    .returning(view);
  return row ?? null;
}
