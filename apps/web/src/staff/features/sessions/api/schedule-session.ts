import type { NewSessionForm } from '@coaching/shared/schemas/staff-record-forms';
import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';
import { sessionChange } from '../../../lib/api/get-staff-sessions.ts';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { useStaffMutation } from '../../../lib/use-staff-mutation.ts';

export const scheduleSession = ({ clientId, ...body }: { clientId: number } & NewSessionForm) =>
  staffApi.post<{ data: StaffSessionView[] }>(`clients/${clientId}/sessions`, body).then(data);

export const useScheduleSession = () => useStaffMutation(scheduleSession, sessionChange);
