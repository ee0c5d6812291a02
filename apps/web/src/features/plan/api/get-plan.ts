import type { PlanView } from '@coaching/shared/schemas/plan';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const planQuery = queryOptions({
  queryKey: ['plan'],
  queryFn: () => api.get<{ data: PlanView }>('mlw/plan').then((r) => r.data),
  staleTime: 0,
  retry: false,
});

/** Reloaded each time the screen opens (portal §4). */
export const usePlan = () => useQuery(planQuery);
