import { queryOptions, useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../staff-api.ts';

export type TeamMember = { id: number; name: string; role: 'coach' | 'admin' };

export const teamQuery = queryOptions({
  queryKey: ['staff', 'team'],
  queryFn: () => staffApi.get<{ data: TeamMember[] }>('team').then(data),
  staleTime: 5 * 60_000,
});

export const useTeam = (enabled = true) => useQuery({ ...teamQuery, enabled });
