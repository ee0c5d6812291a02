import type { Dashboard } from '@coaching/shared/schemas/dashboard';
import type { Profile } from '@coaching/shared/schemas/profile';
import type { QueryClient } from '@tanstack/react-query';
import { api, withToken } from '../../../lib/api-client.ts';
import { articlesQuery } from '../../../lib/articles.ts';
import { notificationsQuery } from '../../../lib/notifications.ts';
import { selfLogQuery } from '../../../lib/self-log.ts';
import { sessionsQuery } from '../../../lib/sessions.ts';
import { profileQuery, signedInProfile } from './get-profile.ts';

const getDashboard = (token?: string) =>
  api.get<{ data: Dashboard }>('mlw/dashboard', withToken(token)).then((r) => r.data);

/**
 * A fresh load of the dashboard asks for the client's data in one request (issue 36: one round trip
 * on a slow connection), not five. Each of the five queries the page reads starts as that request,
 * so a hook that mounts while it is under way waits for it instead of asking again, and one that
 * mounts after it finds its data. Later fetches (a list gone stale, a change, the bell's poll) are
 * each query's own call: a mounted hook's options replace these. A failed answer leaves the lists
 * to their own calls; a refused token is handled as the profile's own call handles it. The promise
 * settles once every list is stored or has failed; it never rejects.
 */
export function prefetchDashboard(client: QueryClient, answer = getDashboard()): Promise<unknown> {
  const once = { retry: false } as const;
  return Promise.all([
    client.prefetchQuery({ ...profileQuery, queryFn: () => signedInProfile(answer.then((d) => d.me)) }),
    client.prefetchQuery({ ...sessionsQuery, ...once, queryFn: () => answer.then((d) => d.sessions) }),
    client.prefetchQuery({
      ...notificationsQuery,
      ...once,
      // No ETag comes with it: the bell's first poll asks for the whole list and the ETag with it.
      queryFn: () => answer.then((d) => ({ etag: null, data: d.notifications })),
    }),
    client.prefetchQuery({ ...selfLogQuery, ...once, queryFn: () => answer.then((d) => d.self_log) }),
    client.prefetchQuery({ ...articlesQuery, ...once, queryFn: () => answer.then((d) => d.articles) }),
  ]);
}

/**
 * Signing in to the dashboard: the answer that shows the new token works brings the lists too (issue 36),
 * so the dashboard opens whole, with no request of its own. Returns the profile, which the caller stores
 * with the token.
 */
export async function signInToDashboard(client: QueryClient, token: string): Promise<Profile> {
  const answer = getDashboard(token);
  // Settles once each list is stored, or has failed and will ask for itself; never rejects.
  await prefetchDashboard(client, answer);
  return (await answer).me;
}
