import type { SessionNoteForm } from '@coaching/shared/schemas/staff-record-forms';
import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';
import { data, staffApi } from '../staff-api.ts';
import { useStaffMutation } from '../use-staff-mutation.ts';
import { sessionChange } from './get-staff-sessions.ts';

type Vars = { clientId: number; sessionId: number } & SessionNoteForm;

export const addSessionNote = ({ clientId, sessionId, ...body }: Vars) =>
  staffApi
    .post<{ data: StaffSessionView[] }>(`clients/${clientId}/sessions/${sessionId}/notes`, body)
    .then(data);

export const useAddSessionNote = () => useStaffMutation(addSessionNote, sessionChange);
