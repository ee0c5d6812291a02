import { data, staffApi } from '../../../lib/staff-api.ts';
import { clientKey, myDayKey, useStaffMutation } from '../../../lib/use-staff-mutation.ts';

export const markFirstChat = (clientId: number) =>
  staffApi.post<{ data: { completed_calls: number } }>(`clients/${clientId}/first-chat`).then(data);

export const useMarkFirstChat = () =>
  useStaffMutation(markFirstChat, { invalidate: (clientId) => [clientKey(clientId), myDayKey] });
