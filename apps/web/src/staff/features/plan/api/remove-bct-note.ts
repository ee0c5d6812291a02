import type { StaffPlan } from '@coaching/shared/schemas/staff-plan';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { planChange, planPath } from './get-staff-plan.ts';

type Vars = { clientId: number; bctId: number; noteId: number };

export const removeBctNote = ({ clientId, bctId, noteId }: Vars) =>
  staffApi.delete<{ data: StaffPlan }>(planPath(clientId, `/bcts/${bctId}/notes/${noteId}`)).then(data);

export const useRemoveBctNote = () => useStaffMutation(removeBctNote, planChange);
