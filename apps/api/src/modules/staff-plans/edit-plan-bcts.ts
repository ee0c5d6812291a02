import { todayIso } from '@coaching/shared/rules/dates';
import { BARRIER_TEXT } from '@coaching/shared/schemas/barriers';
import { type AddPlanBct, STAFF_PLAN_TEXT } from '@coaching/shared/schemas/staff-plan';
import type { Db } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../lib/http-errors.ts';
import { findBarrier } from '../barriers/barrier-repository.ts';
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

/**
 * A technique from the library joins the plan once; the client rates it from /plan. Added for one of
 * the client's barriers (a suggestion), its rating counts for that barrier's component and pathway.
 */
export function addPlanBct(db: Db, clientId: number, body: AddPlanBct): Promise<void> {
  return db.transaction(async (tx) => {
    const planId = await requirePlanId(tx, clientId);
    if (!(await findLibraryBct(tx, body.bct_id))) throw fieldError('bct_id', STAFF_PLAN_TEXT.technique);
    const barrier =
      body.barrier_id === undefined ? undefined : await findBarrier(tx, clientId, body.barrier_id);
    if (barrier === null) throw fieldError('barrier_id', BARRIER_TEXT.barrier);
    const planBctId = await insertPlanBct(tx, planId, body.bct_id, barrier);
    if (planBctId === null) throw conflict(STAFF_PLAN_TEXT.techniqueTwice);
    if (body.note) await insertBctNote(tx, planBctId, body.note, todayIso());
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
