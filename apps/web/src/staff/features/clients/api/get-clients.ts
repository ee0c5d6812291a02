import type { ClientPage } from '@coaching/shared/schemas/staff-clients';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffApi } from '../../../lib/staff-api.ts';

/** `query` is the page's own query string (search, filters, sort, page), passed on as it is. */
export const clientsQuery = (query: string) =>
  queryOptions({
    queryKey: ['staff', 'clients', query],
    queryFn: () => staffApi.get<ClientPage>(`clients${query ? `?${query}` : ''}`),
    placeholderData: keepPreviousData,
  });

export const useClients = (query: string) => useQuery(clientsQuery(query));
