import type { ActionView } from '@coaching/shared/schemas/actions';
import { and, eq, inArray } from 'drizzle-orm';
import { actionAnswerColumns } from '../../db/answer-columns.ts';
import type { Executor } from '../../db/client.ts';
import { actions, notifications } from '../../db/schema.ts';

type ActionFields = { title: string; description: string; due_date: string | null };

export async function insertAction(
  db: Executor,
  clientId: number,
  fields: ActionFields,
): Promise<ActionView> {
  const [row] = await db
    .insert(actions)
    .values({ clientId, title: fields.title, description: fields.description, dueDate: fields.due_date })
    .returning(actionAnswerColumns);
  if (!row) throw new Error('action insert returned no row');
  return row;
}

/** Titles of the client's actions not yet done, lower-cased, so a template does not set one twice. */
export async function listOpenActionTitles(db: Executor, clientId: number): Promise<Set<string>> {
  const rows = await db
    .select({ title: actions.title })
    .from(actions)
    .where(and(eq(actions.clientId, clientId), eq(actions.status, 'incomplete')));
  return new Set(rows.map((r) => r.title.toLowerCase()));
}

export async function updateAction(db: Executor, clientId: number, actionId: number, fields: ActionFields) {
  const [row] = await db
    .update(actions)
    .set({ title: fields.title, description: fields.description, dueDate: fields.due_date })
    .where(and(eq(actions.id, actionId), eq(actions.clientId, clientId)))
    .returning(actionAnswerColumns);
  return row ?? null;
}

/** The action and the bell notifications that point at it. */
export async function deleteAction(db: Executor, clientId: number, actionId: number): Promise<boolean> {
  const rows = await db
    .delete(actions)
    .where(and(eq(actions.id, actionId), eq(actions.clientId, clientId)))
    .returning({ id: actions.id });
  if (rows.length === 0) return false;
  await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.clientId, clientId),
        inArray(notifications.object, ['Action', 'Task']),
        eq(notifications.objectId, actionId),
      ),
    );
  return true;
}
