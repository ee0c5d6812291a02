import type { PlanNoteUpdate, StaffPlan } from '@coaching/shared/schemas/staff-plan';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { planChange, planPath } from './get-staff-plan.ts';

export const editPlanNote = ({
  clientId,
  noteId,
  ...body
}: { clientId: number; noteId: number } & PlanNoteUpdate) =>
  staffApi.put<{ data: StaffPlan }>(planPath(clientId, `/notes/${noteId}`), body).then(data);

export const useEditPlanNote = () => useStaffMutation(editPlanNote, planChange);
