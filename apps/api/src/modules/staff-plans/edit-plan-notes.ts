import type { PlanNoteForm, PlanNoteUpdate } from '@coaching/shared/schemas/staff-plan';
import type { Db, Executor } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { deleteNote, insertNote, touchPlan, updateNote } from './plan-editor-repository.ts';
import { requirePlanId } from './require-plan.ts';

type Note = { id: number; title: string; note: string };

export function addPlanNote(db: Db, clientId: number, form: Required<PlanNoteForm>): Promise<Note> {
  return db.transaction(async (tx) => {
    const planId = await requirePlanId(tx, clientId);
    const row = await insertNote(tx, planId, form.kind, form.title, form.note);
    if (!row) throw new Error('note insert returned no row');
    await touchPlan(tx, planId);
    return row;
  });
}

/** Run inside the caller's transaction: the plan's version is checked there first. */
export async function editPlanNote(
  tx: Executor,
  clientId: number,
  noteId: number,
  form: Required<PlanNoteUpdate>,
): Promise<Note> {
  const planId = await requirePlanId(tx, clientId);
  const row = await updateNote(tx, planId, noteId, form.title, form.note);
  if (!row) throw notFound();
  await touchPlan(tx, planId);
  return row;
}

export function removePlanNote(db: Db, clientId: number, noteId: number): Promise<void> {
  return db.transaction(async (tx) => {
    const planId = await requirePlanId(tx, clientId);
    if (!(await deleteNote(tx, planId, noteId))) throw notFound();
    await touchPlan(tx, planId);
  });
}
