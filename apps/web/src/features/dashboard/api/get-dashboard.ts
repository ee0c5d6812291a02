import type { Dashboard } from '@coaching/shared/schemas/dashboard';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { articlesQuery } from '../../../lib/articles.ts';
import { notificationsQuery } from '../../../lib/notifications.ts';
import { selfLogQuery } from '../../../lib/self-log.ts';
import { sessionsQuery } from '../../../lib/sessions.ts';
import { profileQuery, signedInProfile } from '../../auth/api/get-profile.ts';

const getDashboard = () => api.get<{ data: Dashboard }>('mlw/dashboard').then((r) => r.data);

/**
 * A fresh load of the dashboard asks for the client's data in one request (issue 36: one round trip
 * on a slow connection), not five. Each of the five queries the page reads starts as that request,
 * so a hook that mounts while it is under way waits for it instead of asking again, and one that
 * mounts after it finds its data. Later fetches (a list gone stale, a change, the bell's poll) are
 * each query's own call: a mounted hook's options replace these. A failed answer leaves the lists
 * to their own calls; a refused token is handled as the profile's own call handles it.
 */
export function prefetchDashboard(client: QueryClient): void {
  const answer = getDashboard();
  const once = { retry: false } as const;
  void client.prefetchQuery({ ...profileQuery, queryFn: () => signedInProfile(answer.then((d) => d.me)) });
  void client.prefetchQuery({ ...sessionsQuery, ...once, queryFn: () => answer.then((d) => d.sessions) });
  void client.prefetchQuery({
    ...notificationsQuery,
    ...once,
    // No ETag comes with it: the bell's first poll asks for the whole list and the ETag with it.
    queryFn: () => answer.then((d) => ({ etag: null, data: d.notifications })),
  });
  void client.prefetchQuery({ ...selfLogQuery, ...once, queryFn: () => answer.then((d) => d.self_log) });
  void client.prefetchQuery({ ...articlesQuery, ...once, queryFn: () => answer.then((d) => d.articles) });
}
