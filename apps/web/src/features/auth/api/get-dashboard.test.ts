import { SIGNED_IN_HINT_COOKIE } from '@coaching/shared/constants';
import type { Dashboard } from '@coaching/shared/schemas/dashboard';
import {
  type QueryClient,
  type QueryKey,
  QueryObserver,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { articlesQuery } from '../../../lib/articles.ts';
import { notificationsQuery } from '../../../lib/notifications.ts';
import { selfLogQuery } from '../../../lib/self-log.ts';
import { sessionsQuery } from '../../../lib/sessions.ts';
import { tokenStorage } from '../../../lib/token-storage.ts';
import { stubFetch, testQueryClient } from '../../../test/render-with-providers.tsx';
import { prefetchDashboard, signInToDashboard } from './get-dashboard.ts';
import { profileQuery } from './get-profile.ts';

afterEach(() => tokenStorage.clearAll());

const dashboard = {
  me: { id: 7, first_name: 'Jo' },
  sessions: [{ id: 1, type: 'Coaching', status: 'due', due_date: '2026-12-01', time: 'Morning', notes: [] }],
  notifications: [{ id: 2, object: 'Message', seen: false, created_at: '2026-11-27T10:00:00Z', title: 'Hi' }],
  self_log: {
    measures: ['activity'],
    weight_unit: 'kg',
    today: '2026-11-27',
    first_check: null,
    targets: [],
    entries: [],
  },
  articles: [
    { id: 3, title: 'Walk', intro: 'More', image: '/a.svg', url: 'https://www.nhs.uk', published_at: 1 },
  ],
} as unknown as Dashboard;

/** A mounted hook's part: it follows the query with the options the app gives it. */
const follow = <T, Key extends QueryKey>(
  client: QueryClient,
  options: QueryObserverOptions<T, Error, T, T, Key>,
) => new QueryObserver(client, options).subscribe(() => {});

/** Lets the stub's answer and the queries settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The four lists hold what the dashboard's answer brought, as their own calls would have. */
function expectListsOfDashboard(client: QueryClient) {
  expect(client.getQueryData(sessionsQuery.queryKey)).toEqual(dashboard.sessions);
  expect(client.getQueryData(notificationsQuery.queryKey)).toEqual({
    etag: null,
    data: dashboard.notifications,
  });
  expect(client.getQueryData(selfLogQuery.queryKey)).toEqual(dashboard.self_log);
  expect(client.getQueryData(articlesQuery.queryKey)).toEqual(dashboard.articles);
}

describe('the dashboard loaded in one request', () => {
  it('fills the five lists from one answer; hooks that mount while it is under way wait for it', async () => {
    let answer = () => {};
    const requests = stubFetch({
      'GET /api/mlw/dashboard': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: { data: dashboard } });
        }),
    });
    const client = testQueryClient();
    // As the app's client (app/providers.tsx): a list without its own staleTime is fresh for 15 s.
    client.setDefaultOptions({ queries: { retry: false, staleTime: 15_000 } });
    prefetchDashboard(client);
    follow(client, profileQuery);
    follow(client, sessionsQuery);
    answer();
    await settled();
    follow(client, notificationsQuery);
    follow(client, selfLogQuery);
    follow(client, articlesQuery);
    await settled();

    expect(requests.map((r) => r.path)).toEqual(['/api/mlw/dashboard']);
    expect(client.getQueryData(profileQuery.queryKey)).toEqual(dashboard.me);
    expectListsOfDashboard(client);
  });

  it('refreshes each list later with its own call', async () => {
    const requests = stubFetch({
      'GET /api/mlw/dashboard': { body: { data: dashboard } },
      'GET /api/mlw/me': { body: { data: dashboard.me } },
      'GET /api/mlw/sessions': { body: { data: [] } },
    });
    const client = testQueryClient();
    prefetchDashboard(client);
    follow(client, profileQuery);
    follow(client, sessionsQuery);
    await settled();
    await client.invalidateQueries({ queryKey: profileQuery.queryKey });
    await client.invalidateQueries({ queryKey: sessionsQuery.queryKey });

    expect(requests.map((r) => r.path)).toEqual(['/api/mlw/dashboard', '/api/mlw/me', '/api/mlw/sessions']);
    expect(client.getQueryData(sessionsQuery.queryKey)).toEqual([]);
  });

  it('drops the signed-in hint when the token is refused, as the profile’s own call does', async () => {
    tokenStorage.set('expired-client-token');
    stubFetch({
      'GET /api/mlw/dashboard': { status: 401, body: { message: 'Sign in again', code: 'NOT_SIGNED_IN' } },
    });
    const client = testQueryClient();
    prefetchDashboard(client);
    await expect(client.fetchQuery(profileQuery)).rejects.toMatchObject({ code: 'NOT_SIGNED_IN' });
    expect(document.cookie).not.toContain(SIGNED_IN_HINT_COOKIE);
    expect(tokenStorage.get()).toBe('expired-client-token');
  });

  it('leaves a list to its own call when the answer failed', async () => {
    const requests = stubFetch({
      'GET /api/mlw/dashboard': { status: 500, body: { message: 'Down', code: 'INTERNAL' } },
      'GET /api/mlw/sessions': { body: { data: dashboard.sessions } },
    });
    const client = testQueryClient();
    prefetchDashboard(client);
    await settled();
    follow(client, sessionsQuery);
    await settled();

    expect(requests.map((r) => r.path)).toEqual(['/api/mlw/dashboard', '/api/mlw/sessions']);
    expect(client.getQueryData(sessionsQuery.queryKey)).toEqual(dashboard.sessions);
  });
});

describe('signing in to the dashboard', () => {
  it('asks once, with the new token, and fills the lists so that the dashboard asks for nothing', async () => {
    const requests = stubFetch({ 'GET /api/mlw/dashboard': { body: { data: dashboard } } });
    const client = testQueryClient();
    client.setDefaultOptions({ queries: { retry: false, staleTime: 15_000 } });
    const profile = await signInToDashboard(client, 'new-client-token');
    follow(client, sessionsQuery);
    follow(client, notificationsQuery);
    follow(client, selfLogQuery);
    follow(client, articlesQuery);
    await settled();

    expect(profile).toEqual(dashboard.me);
    expect(requests.map((r) => [r.path, r.headers.get('authorization')])).toEqual([
      ['/api/mlw/dashboard', 'Bearer new-client-token'],
    ]);
    expectListsOfDashboard(client);
  });
});
