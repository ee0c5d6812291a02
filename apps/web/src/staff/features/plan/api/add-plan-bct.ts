import type { AddPlanBct, StaffPlan } from '@coaching/shared/schemas/staff-plan';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { planChange, planPath } from './get-staff-plan.ts';

export const addPlanBct = ({ clientId, ...body }: { clientId: number } & AddPlanBct) =>
  staffApi.post<{ data: StaffPlan }>(planPath(clientId, '/bcts'), body).then(data);

export const useAddPlanBct = () => useStaffMutation(addPlanBct, planChange);
