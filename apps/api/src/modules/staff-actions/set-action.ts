import type { ActionView } from '@coaching/shared/schemas/actions';
import type { Db, Executor } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { notifyClientOfAction } from '../notifications/notify-client.ts';
import { deleteAction, insertAction, updateAction } from './staff-action-repository.ts';

type ActionFields = { title: string; description: string; due_date: string | null };

/** A new action rings the client's bell: call inside the transaction that adds it. */
export async function addAction(tx: Executor, clientId: number, fields: ActionFields): Promise<ActionView> {
  const action = await insertAction(tx, clientId, fields);
  await notifyClientOfAction(tx, clientId, action);
  return action;
}

export function setAction(db: Db, clientId: number, fields: ActionFields): Promise<ActionView> {
  return db.transaction((tx) => addAction(tx, clientId, fields));
}

/** Editing keeps the client's status (complete or not); it does not ring the bell again. */
export async function editAction(db: Db, clientId: number, actionId: number, fields: ActionFields) {
  const action = await updateAction(db, clientId, actionId, fields);
  if (!action) throw notFound();
  return action;
}

export function removeAction(db: Db, clientId: number, actionId: number): Promise<void> {
  return db.transaction(async (tx) => {
    if (!(await deleteAction(tx, clientId, actionId))) throw notFound();
  });
}
