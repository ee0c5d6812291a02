import type { StaffPlan } from '@coaching/shared/schemas/staff-plan';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { planChange, planPath } from './get-staff-plan.ts';

export const removePlanBct = ({ clientId, bctId }: { clientId: number; bctId: number }) =>
  staffApi.delete<{ data: StaffPlan }>(planPath(clientId, `/bcts/${bctId}`)).then(data);

export const useRemovePlanBct = () => useStaffMutation(removePlanBct, planChange);
