import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';
import { data, staffApi } from '../lib/staff-api.ts';
import { useStaffMutation } from '../lib/use-staff-mutation.ts';
import { sessionChange } from './get-staff-sessions.ts';

type Vars = { clientId: number; sessionId: number; noteId: number };

export const removeSessionNote = ({ clientId, sessionId, noteId }: Vars) =>
  staffApi
    .delete<{ data: StaffSessionView[] }>(`clients/${clientId}/sessions/${sessionId}/notes/${noteId}`)
    .then(data);

export const useRemoveSessionNote = () => useStaffMutation(removeSessionNote, sessionChange);
