import { todayIso } from '@coaching/shared/rules/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, clients } from '../../db/schema.ts';
import { sha256 } from '../../lib/secrets.ts';
import { addSelfLogEntries } from '../../test/self-log-entries.ts';
import { staffWorld } from '../../test/staff-world.ts';
import { DEMO_CLIENT, DEMO_NO_PLAN, logIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let jo: Record<string, string>;
let pat: Record<string, string>;
let coach: Record<string, string>;
let admin: Record<string, string>;
let joId: number;
let patId: number;
beforeAll(async () => {
  let client: Record<string, string>;
  ({ t, client, coach, admin, demoId: joId, noPlanId: patId } = await staffWorld());
  jo = client;
  pat = await logIn(t.app, DEMO_NO_PLAN);
  await addSelfLogEntries(t.db, joId, [['activity', todayIso(), 30]]);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/mlw/${url}`, headers });

/** What the five calls the dashboard replaces answer, under the dashboard's names. */
async function fiveCalls(headers: Record<string, string>) {
  const [me, sessions, notifications, selfLog, articles] = await Promise.all(
    ['me', 'sessions', 'notifications', 'self-log', 'articles'].map((url) => get(url, headers)),
  );
  const data = (res: typeof me) => res?.json<{ data: unknown }>().data;
  return {
    me: data(me),
    sessions: data(sessions),
    notifications: data(notifications),
    self_log: data(selfLog),
    articles: data(articles),
  };
}

type Dashboard = {
  me: { id: number; email: string; coaching_ended: boolean };
  sessions: { id: number }[];
  notifications: { id: number }[];
  self_log: { entries: unknown[] };
  articles: unknown[];
};
const dashboardOf = async (headers: Record<string, string>) => {
  const res = await get('dashboard', headers);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Dashboard }>().data;
};

async function expectSameRefusal(headers: Record<string, string>, who: string) {
  const [me, dashboard] = await Promise.all([get('me', headers), get('dashboard', headers)]);
  expect(me.statusCode, who).toBe(401);
  expect({ status: dashboard.statusCode, body: dashboard.json() }, who).toEqual({
    status: me.statusCode,
    body: me.json(),
  });
}

describe('GET /api/mlw/dashboard', () => {
  it('answers in one object what the five calls answer the same client, kept out of every cache', async () => {
    const res = await get('dashboard', jo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const dashboard = res.json<{ data: Dashboard }>().data;
    expect(Object.keys(dashboard).sort()).toEqual([
      'articles',
      'me',
      'notifications',
      'self_log',
      'sessions',
    ]);
    expect(dashboard).toEqual(await fiveCalls(jo));
    expect(dashboard.me.email).toBe(DEMO_CLIENT.email);
    expect(dashboard.sessions.length).toBeGreaterThan(0);
    expect(dashboard.notifications.length).toBeGreaterThan(0);
    expect(dashboard.self_log.entries).toHaveLength(1);
    expect(dashboard.articles.length).toBeGreaterThan(0);
  });

  it('answers each of several clients at once with their own data only', async () => {
    const [joDashboard, patDashboard] = await Promise.all([dashboardOf(jo), dashboardOf(pat)]);
    expect(patDashboard).toEqual(await fiveCalls(pat));
    expect(patDashboard.me).toMatchObject({ id: patId, email: DEMO_NO_PLAN.email });
    expect(joDashboard.me.id).toBe(joId);
    const ids = (d: Dashboard) => [...d.sessions, ...d.notifications].map((row) => row.id);
    expect(ids(patDashboard).filter((id) => ids(joDashboard).includes(id))).toEqual([]);
    expect(patDashboard.self_log.entries).toEqual([]);
  });

  it('refuses every caller GET mlw/me refuses, with the same answer', async () => {
    const loggedOut = await logIn(t.app, DEMO_NO_PLAN);
    await t.app.inject({ method: 'POST', url: '/api/oauth/logout', headers: loggedOut });
    const expired = await logIn(t.app, DEMO_NO_PLAN);
    await t.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.tokenHash, sha256(expired.authorization.slice('Bearer '.length))));
    const callers = {
      none: {},
      madeUp: { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz0123456789' },
      loggedOut,
      expired,
      staff: coach,
    };
    for (const [who, headers] of Object.entries(callers)) await expectSameRefusal(headers, who);
  });

  it('answers a client whose coaching has ended, as GET mlw/me does', async () => {
    await t.db.update(clients).set({ dischargedAt: new Date() }).where(eq(clients.id, patId));
    const dashboard = await dashboardOf(pat);
    expect(dashboard.me.coaching_ended).toBe(true);
    expect(dashboard).toEqual(await fiveCalls(pat));
  });

  it('refuses a client who asked to close and a closed account, as GET mlw/me does', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/mlw/close', headers: jo })).statusCode).toBe(200);
    await expectSameRefusal(jo, 'asked to close');
    const again = await logIn(t.app);
    expect((await dashboardOf(again)).me).toMatchObject({ id: joId, closure_requested: true });
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/staff/clients/${joId}/closure`,
      headers: admin,
    });
    expect(closed.statusCode).toBe(200);
    await expectSameRefusal(again, 'closed');
  });
});
