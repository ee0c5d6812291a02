import { errorAnswer } from '@coaching/shared/schemas/errors';
import { FIRST_CHECK_ANSWERS, FOLLOW_UP_ANSWERS } from '@coaching/shared/test/assessment-examples';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clients, plans } from '../db/schema.ts';
import {
  hostileValuesFor,
  leaves,
  NUL,
  PATH_VALUES,
  payloadOf,
  plausible,
  queryStrings,
  RAW_BODIES,
  type Schema,
  withValue,
} from './hostile-input.ts';
import { addStaff, DEMO_ADMIN, DEMO_COACH, logInStaff } from './staff-login.ts';
import { createTestApp, DEMO_CLIENT, logIn, type TestApp } from './test-app.ts';

/**
 * "No 5xx from user input" over every route the API documents: each route, as each kind of caller,
 * gets hostile path params, bodies, fields and query strings, and must answer below 500 with the
 * `{message, code}` error shape on 4xx. Field mutations start from a plausible body (built from the route's
 * own JSON schema, with the demo account's real ids in the path) so they reach the handler and the
 * database, not just the schema.
 */

type Operation = {
  parameters?: { in: 'path' | 'query'; name: string; schema?: Schema }[];
  requestBody?: { content?: { 'application/json'?: { schema?: Schema } } };
};
type Route = { method: string; path: string; operation: Operation };
type Caller = 'anonymous' | 'client' | 'coach' | 'admin';
type Failure = { caller: Caller; request: string; status: number; body: string };

let t: TestApp;
const headers: Record<Caller, Record<string, string>> = { anonymous: {}, client: {}, coach: {}, admin: {} };
let routes: Route[] = [];
const realIds: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const docs = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  routes = Object.entries(docs.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
  // Calls that end the caller's session run last, so the rest still reach their handlers.
  routes.sort((a, b) => sessionEndOrder(a) - sessionEndOrder(b));
  const [demo] = await t.db
    .select({ clientId: clients.id, planId: plans.id })
    .from(clients)
    .innerJoin(plans, eq(plans.clientId, clients.id))
    .where(eq(clients.email, DEMO_CLIENT.email));
  if (!demo) throw new Error('demo client missing');
  realIds.clientId = String(demo.clientId);
  realIds.client_id = String(demo.clientId);
  realIds.planId = String(demo.planId);
  realIds.key = 'gender';
  // A link secret of the right form, so the id beside it in the path reaches the handler.
  realIds.hash = 'x'.repeat(43);
  realIds.token = 'x'.repeat(43);
  // Admin changes to a staff account (deactivate, reset the second factor) land on a spare one.
  realIds.staffId = String((await addStaff(t.db, 'spare.coach@example.com')).id);
}, 120_000);
afterAll(() => t.close());

// Each kind of input starts signed in: the previous one may have logged a caller out, or asked
// to close the demo account and had staff close it.
beforeEach(async () => {
  await t.db
    .update(clients)
    .set({ closureRequestedAt: null, closedAt: null })
    .where(eq(clients.email, DEMO_CLIENT.email));
  headers.client = await logIn(t.app);
  headers.coach = await logInStaff(t.app, DEMO_COACH);
  headers.admin = await logInStaff(t.app, DEMO_ADMIN);
});

const sessionEndOrder = (route: Route) =>
  route.path.endsWith('/logout') ? 2 : /\/close$|closure|password/.test(route.path) ? 1 : 0;

let address = 0;
/** Each request from its own address, so per-IP rate limits never stand in for the answer. */
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

function callersOf(route: Route): Caller[] {
  return route.path.startsWith('/api/staff/')
    ? ['anonymous', 'client', 'coach', 'admin']
    : ['anonymous', 'client'];
}

/** The caller whose request gets past authentication: the one field mutations are sent as. */
function ownerOf(route: Route): Caller[] {
  if (!route.path.startsWith('/api/staff/')) return ['client'];
  return /\/(accounts|content|audit|team)/.test(route.path) ? ['admin'] : ['coach', 'admin'];
}

function urlOf(route: Route, params: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_match, name: string) => params[name] ?? realIds[name] ?? '1');
}

const queryNamesOf = (route: Route) =>
  (route.operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);

const bodySchemaOf = (route: Route) => route.operation.requestBody?.content?.['application/json']?.schema;

/** Bodies too intricate to guess from the schema: the shared examples the other tests use. */
const KNOWN_BODIES: Record<string, unknown> = {
  // Someone unknown: wrong passwords for the demo client would lock them out.
  'POST /api/oauth/token': { username: 'someone.new@example.com', password: 'x', dob: '1985-04-12' },
  'POST /api/assessment/new': { assessment: FIRST_CHECK_ANSWERS },
  'POST /api/assessment/follow-up': { hash: '', assessment: FOLLOW_UP_ANSWERS },
};
const baseBodyOf = (route: Route) =>
  KNOWN_BODIES[`${route.method} ${route.path}`] ?? plausible(bodySchemaOf(route));
const hasBody = (route: Route) => route.method !== 'GET' && route.method !== 'DELETE';

async function send(caller: Caller, options: InjectOptions, failures: Failure[]) {
  const response = await t.app.inject({
    remoteAddress: nextAddress(),
    ...options,
    headers: { ...headers[caller], ...options.headers },
  });
  const request = `${options.method} ${String(options.url).slice(0, 160)}`;
  const fail = (reason: string) =>
    failures.push({
      caller,
      request,
      status: response.statusCode,
      body: `${reason}: ${response.body.slice(0, 200)}`,
    });
  if (response.statusCode >= 500) return fail('server error');
  if (response.statusCode >= 400) {
    let body: unknown;
    try {
      body = response.json();
    } catch {
      return fail('not JSON');
    }
    if (!errorAnswer.safeParse(body).success) fail('not the error answer (message, listed code)');
  }
}

describe('no 5xx from user input, on every documented route', () => {
  it('lists the API from its own OpenAPI document', () => {
    expect(routes.length).toBeGreaterThan(80);
  });

  it('answers hostile path params without a server error', async () => {
    const failures: Failure[] = [];
    for (const route of routes) {
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
      for (const name of names) {
        for (const caller of callersOf(route)) {
          for (const value of PATH_VALUES) {
            const base = baseBodyOf(route);
            await send(
              caller,
              {
                method: route.method,
                url: urlOf(route, { [name]: value }),
                ...(hasBody(route) ? payloadOf(base) : {}),
              },
              failures,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers bodies that are not what the route takes without a server error', async () => {
    const failures: Failure[] = [];
    for (const route of routes.filter(hasBody)) {
      for (const caller of callersOf(route)) {
        for (const raw of RAW_BODIES) {
          await send(
            caller,
            {
              method: route.method,
              url: urlOf(route),
              payload: raw.payload,
              headers: raw.type ? { 'content-type': raw.type } : {},
            },
            failures,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers every field set to a hostile value without a server error', async () => {
    const failures: Failure[] = [];
    for (const route of routes.filter(hasBody)) {
      const base = baseBodyOf(route);
      for (const caller of ownerOf(route)) {
        await send(caller, { method: route.method, url: urlOf(route), ...payloadOf(base) }, failures);
        for (const path of leaves(base)) {
          if (path.length === 0) continue;
          const current = path.reduce<unknown>(
            (value, key) => (value as Record<string, unknown>)?.[key],
            base,
          );
          for (const value of hostileValuesFor(current)) {
            await send(
              caller,
              { method: route.method, url: urlOf(route), ...payloadOf(withValue(base, path, value)) },
              failures,
            );
          }
        }
        if (base && typeof base === 'object' && !Array.isArray(base)) {
          await send(
            caller,
            { method: route.method, url: urlOf(route), ...payloadOf({ ...base, extra: NUL }) },
            failures,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers odd query strings without a server error', async () => {
    const failures: Failure[] = [];
    for (const route of routes.filter((each) => each.method === 'GET')) {
      for (const caller of [...new Set([...callersOf(route), ...ownerOf(route)])]) {
        for (const query of queryStrings(queryNamesOf(route))) {
          await send(caller, { method: 'GET', url: `${urlOf(route)}?${query}` }, failures);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers hostile URLs outside the documented routes without a server error', async () => {
    const failures: Failure[] = [];
    const urls = [
      '/api/%00',
      '/api/%ff',
      '/api/mlw/%',
      '/%00',
      '/dev/mail?x=%00',
      '/dev/mail.json',
      '/api/docs?x=%ff',
      `/api/${'x'.repeat(5000)}`,
    ];
    for (const url of urls) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        await send('anonymous', { method: method as InjectOptions['method'], url }, failures);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers odd authorization and conditional headers without a server error', async () => {
    const failures: Failure[] = [];
    const oddHeaders = [
      { authorization: 'Bearer' },
      { authorization: 'Bearer ' },
      { authorization: `Bearer ${'x'.repeat(10_000)}` },
      { authorization: 'Bearer \u0000' },
      { authorization: 'Basic dXNlcjpwYXNz' },
      { authorization: 'Bearer a, Bearer b' },
      { 'if-none-match': 'x'.repeat(10_000) },
      { 'if-none-match': '*' },
      { 'if-none-match': 'W/"", "\u0000"' },
    ];
    for (const url of ['/api/mlw/me', '/api/mlw/messages', '/api/mlw/notifications', '/api/staff/me']) {
      for (const extra of oddHeaders) {
        const caller: Caller =
          'authorization' in extra ? 'anonymous' : url.includes('/staff/') ? 'coach' : 'client';
        await send(caller, { method: 'GET', url, headers: extra }, failures);
      }
    }
    expect(failures).toEqual([]);
  });
});
