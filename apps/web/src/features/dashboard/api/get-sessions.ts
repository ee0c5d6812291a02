import type { SessionView } from '@coaching/shared/schemas/sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The sessions list (owned by the sessions area); the same query key shares its cache. */
export const sessionsQuery = queryOptions({
  queryKey: ['sessions'],
  queryFn: () => api.get<{ data: SessionView[] }>('mlw/sessions').then((r) => r.data),
  staleTime: 30_000,
});

export const useSessions = () => useQuery(sessionsQuery);
