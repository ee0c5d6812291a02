import type { Dashboard } from '@coaching/shared/schemas/dashboard';
import type { Profile } from '@coaching/shared/schemas/profile';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { articlesQuery } from '../../../lib/articles.ts';
import { notificationsQuery } from '../../../lib/notifications.ts';
import { selfLogQuery } from '../../../lib/self-log.ts';
import { sessionsQuery } from '../../../lib/sessions.ts';
import { profileQuery, signedInProfile } from './get-profile.ts';

const getDashboard = (token?: string) =>
  api
    .get<{ data: Dashboard }>(
      'mlw/dashboard',
      token ? { headers: { authorization: `Bearer ${token}` } } : undefined,
    )
    .then((r) => r.data);

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

/**
 * Signing in to the dashboard: the answer that shows the new token works brings the lists too (issue 36),
 * so the dashboard opens whole, with no request of its own. Returns the profile, which the caller stores
 * with the token.
 */
export async function signInToDashboard(client: QueryClient, token: string): Promise<Profile> {
  const dashboard = await getDashboard(token);
  client.setQueryData(sessionsQuery.queryKey, dashboard.sessions);
  client.setQueryData(notificationsQuery.queryKey, { etag: null, data: dashboard.notifications });
  client.setQueryData(selfLogQuery.queryKey, dashboard.self_log);
  client.setQueryData(articlesQuery.queryKey, dashboard.articles);
  return dashboard.me;
}
