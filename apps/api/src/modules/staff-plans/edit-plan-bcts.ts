import { todayIso } from '@coaching/shared/rules/dates';
import { STAFF_PLAN_TEXT } from '@coaching/shared/schemas/staff-plan';
import type { Db } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../lib/http-errors.ts';
import {
  deleteBctNote,
  deletePlanBct,
  findLibraryBct,
  findPlanBct,
  insertBctNote,
  insertPlanBct,
  touchPlan,
} from './plan-editor-repository.ts';
import { requirePlanId } from './require-plan.ts';

/** A technique from the library joins the plan once; the client rates it from /plan. */
export function addPlanBct(db: Db, clientId: number, bctId: number, note: string | undefined): Promise<void> {
  return db.transaction(async (tx) => {
    const planId = await requirePlanId(tx, clientId);
    if (!(await findLibraryBct(tx, bctId))) throw fieldError('bct_id', STAFF_PLAN_TEXT.technique);
    const planBctId = await insertPlanBct(tx, planId, bctId);
    if (planBctId === null) throw conflict(STAFF_PLAN_TEXT.techniqueTwice);
    if (note) await insertBctNote(tx, planBctId, note, todayIso());
    await touchPlan(tx, planId);
  });
}

export function removePlanBct(db: Db, clientId: number, bctId: number): Promise<void> {
  return db.transaction(async (tx) => {
    const planId = await requirePlanId(tx, clientId);
    if (!(await deletePlanBct(tx, planId, bctId))) throw notFound();
    await touchPlan(tx, planId);
  });
}

export function addBctNote(
  db: Db,
  clientId: number,
  bctId: number,
  note: string,
  date?: string,
): Promise<void> {
  return db.transaction(async (tx) => {
    const planId = await requirePlanId(tx, clientId);
    const planBct = await findPlanBct(tx, planId, bctId);
    if (!planBct) throw notFound();
    await insertBctNote(tx, planBct.id, note, date ?? todayIso());
    await touchPlan(tx, planId);
  });
}

export function removeBctNote(db: Db, clientId: number, bctId: number, noteId: number): Promise<void> {
  return db.transaction(async (tx) => {
    const planId = await requirePlanId(tx, clientId);
    const planBct = await findPlanBct(tx, planId, bctId);
    if (!planBct || !(await deleteBctNote(tx, planBct.id, noteId))) throw notFound();
    await touchPlan(tx, planId);
  });
}
