import { data, staffApi } from '../../../lib/staff-api.ts';
import { clientKey, myDayKey, useStaffMutation } from '../../../lib/use-staff-mutation.ts';

export const reopenCase = (clientId: number) =>
  staffApi.post<{ data: 'ok' }>(`clients/${clientId}/reopen`).then(data);

export const useReopenCase = () =>
  useStaffMutation(reopenCase, {
    invalidate: (clientId) => [clientKey(clientId), myDayKey, ['staff', 'clients']],
  });
