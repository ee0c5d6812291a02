import type { StaffPlan } from '@coaching/shared/schemas/staff-plan';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { planChange, planPath } from './get-staff-plan.ts';

export const removePlanNote = ({ clientId, noteId }: { clientId: number; noteId: number }) =>
  staffApi.delete<{ data: StaffPlan }>(planPath(clientId, `/notes/${noteId}`)).then(data);

export const useRemovePlanNote = () => useStaffMutation(removePlanNote, planChange);
