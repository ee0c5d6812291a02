import type { PlanSettings } from '@coaching/shared/schemas/staff-plan';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { changePlan, planChange } from './get-staff-plan.ts';

/** Sent with the version the form was filled from: refused if someone changed the plan since. */
export const savePlanSettings = ({
  clientId,
  ifMatch,
  ...body
}: { clientId: number; ifMatch: string | null } & PlanSettings) =>
  changePlan('PUT', clientId, '', body, ifMatch);

export const useSavePlanSettings = () => useStaffMutation(savePlanSettings, planChange);
