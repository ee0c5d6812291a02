import type { SessionView } from '@coaching/shared/schemas/sessions';
import type { NewSessionForm } from '@coaching/shared/schemas/staff-record-forms';
import { data, staffApi } from '../lib/staff-api.ts';
import { useStaffMutation } from '../lib/use-staff-mutation.ts';
import { sessionChange } from './get-staff-sessions.ts';

export const scheduleSession = ({ clientId, ...body }: { clientId: number } & NewSessionForm) =>
  staffApi.post<{ data: SessionView[] }>(`clients/${clientId}/sessions`, body).then(data);

export const useScheduleSession = () => useStaffMutation(scheduleSession, sessionChange);
