import type { PlanNoteForm, StaffPlan } from '@coaching/shared/schemas/staff-plan';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { planChange, planPath } from './get-staff-plan.ts';

export const addPlanNote = ({ clientId, ...body }: { clientId: number } & PlanNoteForm) =>
  staffApi.post<{ data: StaffPlan }>(planPath(clientId, '/notes'), body).then(data);

export const useAddPlanNote = () => useStaffMutation(addPlanNote, planChange);
