import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { changePlan, planChange } from './get-staff-plan.ts';

type Vars = { clientId: number; bctId: number; noteId: number };

export const removeBctNote = ({ clientId, bctId, noteId }: Vars) =>
  changePlan('DELETE', clientId, `/bcts/${bctId}/notes/${noteId}`);

export const useRemoveBctNote = () => useStaffMutation(removeBctNote, planChange);
