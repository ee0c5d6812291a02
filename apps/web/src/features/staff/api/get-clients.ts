import type { ClientSummary } from '@coaching/shared/schemas/staff-clients';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../lib/staff-api.ts';

export const clientsQuery = (search: string) =>
  queryOptions({
    queryKey: ['staff', 'clients', search],
    queryFn: () =>
      staffApi
        .get<{ data: ClientSummary[] }>(`clients${search ? `?${new URLSearchParams({ search })}` : ''}`)
        .then(data),
    placeholderData: keepPreviousData,
  });

export const useClients = (search: string) => useQuery(clientsQuery(search));
