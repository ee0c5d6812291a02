import type { MoveSessionForm } from '@coaching/shared/schemas/staff-record-forms';
import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';
import { sessionChange } from '../../../lib/api/get-staff-sessions.ts';
import { staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';

type Vars = { clientId: number; sessionId: number; ifMatch: string | null } & MoveSessionForm;

/** Sent with the session's version the form was filled from: refused if it was moved or changed since. */
export const moveSession = ({ clientId, sessionId, ifMatch, ...body }: Vars) =>
  staffApi
    .versioned<StaffSessionView[]>('PUT', `clients/${clientId}/sessions/${sessionId}`, body, ifMatch)
    .then(({ data }) => data);

export const useMoveSession = () => useStaffMutation(moveSession, sessionChange);
