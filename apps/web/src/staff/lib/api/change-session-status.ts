import type { SessionStatusForm } from '@coaching/shared/schemas/staff-record-forms';
import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';
import { staffApi } from '../staff-api.ts';
import { useStaffMutation } from '../use-staff-mutation.ts';
import { sessionChange } from './get-staff-sessions.ts';

/** `ifMatch`: the session's version the buttons or form were shown for (the record's rows, My day's). */
type Vars = { clientId: number; sessionId: number; ifMatch?: string | null } & SessionStatusForm;

export const changeSessionStatus = ({ clientId, sessionId, ifMatch, ...body }: Vars) =>
  staffApi
    .versioned<StaffSessionView[]>('PUT', `clients/${clientId}/sessions/${sessionId}/status`, body, ifMatch)
    .then(({ data }) => data);

export const useChangeSessionStatus = () => useStaffMutation(changeSessionStatus, sessionChange);
