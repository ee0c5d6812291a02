import type { MoveSessionForm } from '@coaching/shared/schemas/staff-record-forms';
import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';
import { sessionChange } from '../../../lib/api/get-staff-sessions.ts';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';

type Vars = { clientId: number; sessionId: number } & MoveSessionForm;

export const moveSession = ({ clientId, sessionId, ...body }: Vars) =>
  staffApi.put<{ data: StaffSessionView[] }>(`clients/${clientId}/sessions/${sessionId}`, body).then(data);

export const useMoveSession = () => useStaffMutation(moveSession, sessionChange);
