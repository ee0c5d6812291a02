import type { StaffSelfLog } from '@coaching/shared/schemas/self-log-targets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { clientKey } from '../../../lib/use-staff-mutation.ts';

export const staffSelfLogQuery = (clientId: number) =>
  queryOptions({
    queryKey: [...clientKey(clientId), 'self-log'],
    queryFn: () => staffApi.get<{ data: StaffSelfLog }>(`clients/${clientId}/self-log`).then(data),
  });

export const useStaffSelfLog = (clientId: number) => useQuery(staffSelfLogQuery(clientId));
