import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { changePlan, planChange } from './get-staff-plan.ts';

export const removePlanNote = ({ clientId, noteId }: { clientId: number; noteId: number }) =>
  changePlan('DELETE', clientId, `/notes/${noteId}`);

export const useRemovePlanNote = () => useStaffMutation(removePlanNote, planChange);
