import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, plans } from '../db/schema.ts';
import { DEMO_ADMIN, logInStaff } from '../test/staff-login.ts';
import { createTestApp, DEMO_CLIENT, logIn, type TestApp } from '../test/test-app.ts';

/** Routes anyone may call: logging in, registering, resetting a password, public content. */
const PUBLIC = new Set([
  'GET /api/health',
  'POST /api/oauth/token',
  'GET /api/articles',
  'GET /api/dropdowns',
  'POST /api/clients/check-client',
  'POST /api/register/newclient',
  'POST /api/register/resend-welcome',
  'POST /api/register/change-email',
  'GET /api/clients/register/{hash}/{client_id}',
  'POST /api/clients/register/{hash}/{client_id}',
  'POST /api/clients/forgotpassword',
  'GET /api/clients/resetpassword/{token}',
  'POST /api/clients/resetpassword/{token}',
  'GET /api/public-assessment/{hash}',
  'POST /api/assessment/follow-up',
  'POST /api/staff/login',
]);
/** Content that is the same for everyone, so browsers may keep it a while. */
const CACHEABLE = new Map([
  ['GET /api/articles', 'public, max-age=60'],
  ['GET /api/mlw/articles', 'private, max-age=60'],
  ['GET /api/dropdowns', 'public, max-age=300'],
]);
/** Reads of personal or health data that must answer 200 here, so the header check is not vacuous. */
const PERSONAL_READS = [
  'GET /api/mlw/me',
  'GET /api/mlw/actions',
  'GET /api/mlw/messages',
  'GET /api/mlw/notifications',
  'GET /api/mlw/plan',
  'GET /api/mlw/sessions',
  'GET /api/staff/clients/{clientId}/actions',
  'GET /api/staff/clients/{clientId}/plan',
  'GET /api/staff/clients/{clientId}/sessions',
  'GET /api/staff/accounts',
];

type Route = { method: string; path: string; key: string };

let t: TestApp;
let routes: Route[] = [];
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const docs = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  routes = Object.entries(docs.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({
      method: method.toUpperCase(),
      path,
      key: `${method.toUpperCase()} ${path}`,
    })),
  );
  const [demo] = await t.db
    .select({ clientId: clients.id, planId: plans.id })
    .from(clients)
    .innerJoin(plans, eq(plans.clientId, clients.id))
    .where(eq(clients.email, DEMO_CLIENT.email));
  ids.clientId = String(demo?.clientId);
  ids.planId = String(demo?.planId);
});
afterAll(() => t.close());

const urlOf = (route: Route) => route.path.replace(/\{(\w+)\}/g, (_m, name: string) => ids[name] ?? '1');
const isStaff = (route: Route) => route.path.startsWith('/api/staff/');

describe('every route in the OpenAPI document', () => {
  it('lists the routes this test expects', () => {
    expect(routes.length).toBeGreaterThan(60);
    for (const key of [...PUBLIC, ...CACHEABLE.keys(), ...PERSONAL_READS])
      expect(routes.map((r) => r.key)).toContain(key);
  });

  it('answers 401 without a token before reading the query or body, unless it is public', async () => {
    const bodies = [undefined, '{"nonsense": true}', '{not json', `{"x":"${'y'.repeat(200_000)}"}`];
    const badQuery = '?before=not-a-number&from=31-31-2026&to=x&limit=-1&key=';
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !PUBLIC.has(r.key))) {
      for (const payload of bodies) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: urlOf(route),
          ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
        });
        if (res.statusCode !== 401) wrong.push(`${route.key} (${payload?.slice(0, 12)}): ${res.statusCode}`);
      }
      const res = await t.app.inject({ method: route.method as 'GET', url: `${urlOf(route)}${badQuery}` });
      if (res.statusCode !== 401) wrong.push(`${route.key} (bad query): ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses the other kind of caller before reading the body', async () => {
    const client = await logIn(t.app);
    const staff = await logInStaff(t.app, DEMO_ADMIN);
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !PUBLIC.has(r.key))) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: urlOf(route),
        headers: { ...(isStaff(route) ? client : staff), 'content-type': 'application/json' },
        payload: '{not json',
      });
      const expected = isStaff(route) ? 403 : 401;
      if (res.statusCode !== expected) wrong.push(`${route.key}: ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('sends Cache-Control: no-store on every answer but successful public content', async () => {
    const client = await logIn(t.app);
    const admin = await logInStaff(t.app, DEMO_ADMIN);
    const wrong: string[] = [];
    const ok = new Set<string>();
    for (const route of routes) {
      if (/logout|password|close|closure|recovery-codes/.test(route.path)) continue;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: urlOf(route),
        headers: isStaff(route) ? admin : client,
        query: route.path === '/api/dropdowns' ? { key: 'gender' } : {},
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (res.statusCode === 200) ok.add(route.key);
      const expected = res.statusCode === 200 ? (CACHEABLE.get(route.key) ?? 'no-store') : 'no-store';
      if (res.headers['cache-control'] !== expected)
        wrong.push(`${route.key} ${res.statusCode}: ${res.headers['cache-control']}`);
    }
    expect(wrong).toEqual([]);
    expect(PERSONAL_READS.filter((key) => !ok.has(key))).toEqual([]);
  });

  it('keeps conditional polling: a held ETag still answers 304, with no-store', async () => {
    const headers = await logIn(t.app);
    for (const url of ['/api/mlw/messages', '/api/mlw/notifications']) {
      const first = await t.app.inject({ method: 'GET', url, headers });
      const etag = String(first.headers.etag);
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...headers, 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.headers['cache-control']).toBe('no-store');
    }
  });
});
