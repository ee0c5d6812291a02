import type { PlanSettings, StaffPlan } from '@coaching/shared/schemas/staff-plan';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { planChange, planPath } from './get-staff-plan.ts';

export const savePlanSettings = ({ clientId, ...body }: { clientId: number } & PlanSettings) =>
  staffApi.put<{ data: StaffPlan }>(planPath(clientId), body).then(data);

export const useSavePlanSettings = () => useStaffMutation(savePlanSettings, planChange);
