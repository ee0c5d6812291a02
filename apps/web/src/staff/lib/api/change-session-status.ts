import type { SessionStatusForm } from '@coaching/shared/schemas/staff-record-forms';
import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';
import { data, staffApi } from '../staff-api.ts';
import { useStaffMutation } from '../use-staff-mutation.ts';
import { sessionChange } from './get-staff-sessions.ts';

type Vars = { clientId: number; sessionId: number } & SessionStatusForm;

export const changeSessionStatus = ({ clientId, sessionId, ...body }: Vars) =>
  staffApi
    .put<{ data: StaffSessionView[] }>(`clients/${clientId}/sessions/${sessionId}/status`, body)
    .then(data);

export const useChangeSessionStatus = () => useStaffMutation(changeSessionStatus, sessionChange);
