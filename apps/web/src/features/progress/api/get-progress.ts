import type { Progress } from '@coaching/shared/schemas/progress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const progressQuery = queryOptions({
  queryKey: ['progress'],
  queryFn: () => api.get<{ data: Progress }>('mlw/progress').then((r) => r.data),
});

export const useProgress = () => useQuery(progressQuery);
