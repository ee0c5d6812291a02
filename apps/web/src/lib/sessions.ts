import type { SessionView } from '@coaching/shared/schemas/sessions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * The client's sessions: the sessions screen, the dashboard and the header's next-session line share it.
 * A screen opened reloads the list (the coach may have moved a session), but not within a few seconds
 * of the last load: the header and the dashboard, which mount together, make one request, not two.
 */
export const sessionsQuery = queryOptions({
  queryKey: ['sessions'],
  queryFn: () => api.get<{ data: SessionView[] }>('mlw/sessions').then((r) => r.data),
  staleTime: 5_000,
});

export const useSessions = () => useQuery(sessionsQuery);
