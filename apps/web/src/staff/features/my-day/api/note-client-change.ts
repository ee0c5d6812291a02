import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';
import { sessionsKey } from '../../../lib/api/get-staff-sessions.ts';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { myDayKey, useStaffMutation } from '../../../lib/use-staff-mutation.ts';

type Vars = { clientId: number; sessionId: number };

export const noteClientChange = ({ clientId, sessionId }: Vars) =>
  staffApi
    .post<{ data: StaffSessionView[] }>(`clients/${clientId}/sessions/${sessionId}/client-change-noted`)
    .then(data);

export const useNoteClientChange = () =>
  useStaffMutation(noteClientChange, {
    set: ({ clientId }) => sessionsKey(clientId),
    invalidate: () => [myDayKey],
  });
