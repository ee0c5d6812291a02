import type { StaffLibrary } from '@coaching/shared/schemas/staff-plan';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../../../lib/staff-api.ts';

export const libraryQuery = queryOptions({
  queryKey: ['staff', 'library'],
  queryFn: () => staffApi.get<{ data: StaffLibrary }>('library').then(data),
  staleTime: 5 * 60_000,
});

export const useLibrary = () => useQuery(libraryQuery);
