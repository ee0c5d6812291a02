import type { SessionView } from '@coaching/shared/schemas/sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** The client's sessions: the sessions screen, the dashboard and the header's next-session line share it. */
export const sessionsQuery = queryOptions({
  queryKey: ['sessions'],
  queryFn: () => api.get<{ data: SessionView[] }>('mlw/sessions').then((r) => r.data),
  staleTime: 0,
});

export const useSessions = () => useQuery(sessionsQuery);
