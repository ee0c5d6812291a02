import type { StaffQueue } from '@coaching/shared/schemas/staff-queue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../lib/staff-api.ts';

export const queueQuery = queryOptions({
  queryKey: ['staff', 'queue'],
  queryFn: () => staffApi.get<{ data: StaffQueue }>('queue').then(data),
});

export const useQueue = () => useQuery(queueQuery);
