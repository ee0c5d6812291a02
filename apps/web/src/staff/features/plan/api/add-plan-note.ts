import type { PlanNoteForm } from '@coaching/shared/schemas/staff-plan';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { changePlan, planChange } from './get-staff-plan.ts';

export const addPlanNote = ({ clientId, ...body }: { clientId: number } & PlanNoteForm) =>
  changePlan('POST', clientId, '/notes', body);

export const useAddPlanNote = () => useStaffMutation(addPlanNote, planChange);
