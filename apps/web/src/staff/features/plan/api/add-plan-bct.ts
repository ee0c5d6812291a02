import type { AddPlanBct } from '@coaching/shared/schemas/staff-plan';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { changePlan, planChange } from './get-staff-plan.ts';

export const addPlanBct = ({ clientId, ...body }: { clientId: number } & AddPlanBct) =>
  changePlan('POST', clientId, '/bcts', body);

export const useAddPlanBct = () => useStaffMutation(addPlanBct, planChange);
