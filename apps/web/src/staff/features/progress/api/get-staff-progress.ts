import type { StaffProgress } from '@coaching/shared/schemas/progress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../../../lib/staff-api.ts';
import { clientKey } from '../../../lib/use-staff-mutation.ts';

export const staffProgressQuery = (clientId: number) =>
  queryOptions({
    queryKey: [...clientKey(clientId), 'progress'],
    queryFn: () => staffApi.get<{ data: StaffProgress }>(`clients/${clientId}/progress`).then(data),
  });

export const useStaffProgress = (clientId: number) => useQuery(staffProgressQuery(clientId));
