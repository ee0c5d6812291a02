import { data, staffApi } from '../../../lib/staff-api.ts';
import { clientKey, myDayKey, useStaffMutation } from '../../../lib/use-staff-mutation.ts';

export const closeAccount = (clientId: number) =>
  staffApi.post<{ data: { status: 'closed'; closed_at: string } }>(`clients/${clientId}/closure`).then(data);

export const useCloseAccount = () =>
  useStaffMutation(closeAccount, {
    invalidate: (clientId) => [clientKey(clientId), myDayKey, ['staff', 'clients']],
  });
