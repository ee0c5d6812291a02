import type { BctNoteForm } from '@coaching/shared/schemas/staff-plan';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { changePlan, planChange } from './get-staff-plan.ts';

export const addBctNote = ({ clientId, bctId, ...body }: { clientId: number; bctId: number } & BctNoteForm) =>
  changePlan('POST', clientId, `/bcts/${bctId}/notes`, body);

export const useAddBctNote = () => useStaffMutation(addBctNote, planChange);
