import type { ClientRecord } from '@coaching/shared/schemas/staff-clients';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { data, staffApi } from '../lib/staff-api.ts';
import { clientKey } from '../lib/use-staff-mutation.ts';

export const clientRecordQuery = (clientId: number) =>
  queryOptions({
    queryKey: [...clientKey(clientId), 'record'],
    queryFn: () => staffApi.get<{ data: ClientRecord }>(`clients/${clientId}`).then(data),
  });

export const useClientRecord = (clientId: number) => useQuery(clientRecordQuery(clientId));
