import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';
import { sessionChange } from '../../../lib/api/get-staff-sessions.ts';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';

type Vars = { clientId: number; sessionId: number; noteId: number };

export const removeSessionNote = ({ clientId, sessionId, noteId }: Vars) =>
  staffApi
    .delete<{ data: StaffSessionView[] }>(`clients/${clientId}/sessions/${sessionId}/notes/${noteId}`)
    .then(data);

export const useRemoveSessionNote = () => useStaffMutation(removeSessionNote, sessionChange);
