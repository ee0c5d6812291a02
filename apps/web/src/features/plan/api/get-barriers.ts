import type { ClientBarriers } from '@coaching/shared/schemas/barriers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const barriersQuery = queryOptions({
  queryKey: ['plan', 'barriers'],
  queryFn: () => api.get<{ data: ClientBarriers }>('mlw/barriers').then((r) => r.data),
  staleTime: 0,
});

export const useBarriers = () => useQuery(barriersQuery);
