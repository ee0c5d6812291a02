import { STAFF_PLAN_TEXT } from '@coaching/shared/schemas/staff-plan';
import type { Executor } from '../../db/client.ts';
import { conflict } from '../../lib/http-errors.ts';
import { findPlanOfClient } from '../plan/plan-repository.ts';

/** Notes, techniques and suggestions belong to a plan: the coach saves the plan's settings first. */
export async function requirePlanId(db: Executor, clientId: number): Promise<number> {
  const plan = await findPlanOfClient(db, clientId);
  if (!plan) throw conflict(STAFF_PLAN_TEXT.noPlan);
  return plan.id;
}
