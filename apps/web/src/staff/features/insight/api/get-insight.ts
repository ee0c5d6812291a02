import type { StaffInsight } from '@coaching/shared/schemas/staff-insight';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../../../lib/staff-api.ts';

export const insightQuery = queryOptions({
  queryKey: ['staff', 'insight'],
  queryFn: () => staffApi.get<{ data: StaffInsight }>('insight').then(data),
});

export const useInsight = () => useQuery(insightQuery);
