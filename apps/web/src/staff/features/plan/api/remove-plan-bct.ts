import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { changePlan, planChange } from './get-staff-plan.ts';

export const removePlanBct = ({ clientId, bctId }: { clientId: number; bctId: number }) =>
  changePlan('DELETE', clientId, `/bcts/${bctId}`);

export const useRemovePlanBct = () => useStaffMutation(removePlanBct, planChange);
