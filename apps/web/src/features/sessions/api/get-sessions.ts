import type { SessionView } from '@coaching/shared/schemas/sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The dashboard reads the same key for the next-session line, so the shapes must stay the same. */
export const sessionsQuery = queryOptions({
  queryKey: ['sessions'],
  queryFn: () => api.get<{ data: SessionView[] }>('mlw/sessions').then((r) => r.data),
  staleTime: 0,
});

export const useSessions = () => useQuery(sessionsQuery);
