import type { BctNoteForm, StaffPlan } from '@coaching/shared/schemas/staff-plan';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';
import { planChange, planPath } from './get-staff-plan.ts';

export const addBctNote = ({ clientId, bctId, ...body }: { clientId: number; bctId: number } & BctNoteForm) =>
  staffApi.post<{ data: StaffPlan }>(planPath(clientId, `/bcts/${bctId}/notes`), body).then(data);

export const useAddBctNote = () => useStaffMutation(addBctNote, planChange);
