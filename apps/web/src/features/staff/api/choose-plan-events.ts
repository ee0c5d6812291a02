import type { StaffPlan } from '@coaching/shared/schemas/staff-plan';
import { data, staffApi } from '../lib/staff-api.ts';
import { useStaffMutation } from '../lib/use-staff-mutation.ts';
import { planChange, planPath } from './get-staff-plan.ts';

export const choosePlanEvents = ({ clientId, event_ids }: { clientId: number; event_ids: number[] }) =>
  staffApi.put<{ data: StaffPlan }>(planPath(clientId, '/events'), { event_ids }).then(data);

export const useChoosePlanEvents = () => useStaffMutation(choosePlanEvents, planChange);
