import { FIRST_CHECK_ANSWERS, FOLLOW_UP_ANSWERS } from '@coaching/shared/schemas/assessment-examples';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clients, plans } from '../db/schema.ts';
import { addStaff, DEMO_ADMIN, DEMO_COACH, logInStaff } from './staff-login.ts';
import { createTestApp, DEMO_CLIENT, logIn, type TestApp } from './test-app.ts';

/**
 * "No 5xx from user input" over every route the API documents: each route, as each kind of caller,
 * gets hostile path params, bodies, fields and query strings, and must answer below 500 with the
 * `{message}` error shape on 4xx. Field mutations start from a plausible body (built from the route's
 * own JSON schema, with the demo account's real ids in the path) so they reach the handler and the
 * database, not just the schema.
 */

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  minItems?: number;
  minLength?: number;
  format?: string;
};
type Operation = {
  parameters?: { in: 'path' | 'query'; name: string; schema?: Schema }[];
  requestBody?: { content?: { 'application/json'?: { schema?: Schema } } };
};
type Route = { method: string; path: string; operation: Operation };
type Caller = 'anonymous' | 'client' | 'coach' | 'admin';
type Failure = { caller: Caller; request: string; status: number; body: string };

const HUGE = '99999999999999999999';
const LONG_TEXT = 'a'.repeat(100 * 1024);
const NUL = 'before\u0000after';
const LONE_SURROGATE = 'half \ud800 a pair';

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

/** A value the schema would plausibly accept; names hint at formats the schema cannot say. */
function plausible(schema: Schema | undefined, name = ''): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return plausible(choice.find((option) => option.type !== 'null') ?? choice[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((each) => each !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value, key)]),
      );
    case 'array':
      return Array.from({ length: schema.minItems ?? 1 }, () => plausible(schema.items, name));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return plausibleText(name);
  }
}

function plausibleText(name: string): string {
  // The demo client's own address, so an account update leaves them able to log in again.
  if (/email|username/i.test(name)) return DEMO_CLIENT.email;
  if (/dob/i.test(name)) return '1985-04-12';
  if (/date|day/i.test(name)) return '2030-06-03';
  if (/time|start|end/i.test(name)) return '10:00';
  if (/postcode/i.test(name)) return 'DT1 1AA';
  if (/image/i.test(name)) return '/images/activity.svg';
  if (/url/i.test(name)) return 'https://www.nhs.uk/live-well/';
  if (/slug/i.test(name)) return 'couch-to-5k';
  if (/phone/i.test(name)) return '01234 567890';
  if (/password/i.test(name)) return 'Coaching-demo-2026';
  return 'Some text';
}

/** Every leaf of a body, as a path of keys. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? leaves(value[0], [...path, 0]) : [path];
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([key, child]) => leaves(child, [...path, key])) : [path];
  }
  return [path];
}

function withValue(body: unknown, path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValue(copy[head], rest, value);
  return copy;
}

function hostileValuesFor(value: unknown): unknown[] {
  const common = [null, {}, [], true];
  if (typeof value === 'number')
    return [
      ...common,
      1e20,
      2_147_483_648,
      Number.MAX_SAFE_INTEGER,
      -1,
      0,
      1.5,
      '1',
      'NaN',
      rawJson('1e400'),
      rawJson('-0'),
      rawJson('99999999999999999999'),
    ];
  if (typeof value === 'boolean') return [...common, 'true', 1];
  return [
    ...common,
    JSON.parse(deeplyNested(200)),
    NUL,
    LONE_SURROGATE,
    LONG_TEXT,
    '',
    '   ',
    12,
    'zzz-not-a-choice',
    '\u0000',
  ];
}

const deeplyNested = (depth: number) => `${'{"a":'.repeat(depth)}"deep"${'}'.repeat(depth)}`;

/** Raw payloads, each with the content type it is sent with (undefined: none). */
const RAW_BODIES: { name: string; payload: string; type?: string }[] = [
  { name: 'not JSON', payload: 'this is not json', type: 'application/json' },
  { name: 'truncated JSON', payload: '{"message": "unfinished', type: 'application/json' },
  { name: 'empty, labelled JSON', payload: '', type: 'application/json' },
  { name: 'empty, no content type', payload: '' },
  { name: 'text/plain', payload: 'hello', type: 'text/plain' },
  { name: 'form encoded', payload: 'message=hi', type: 'application/x-www-form-urlencoded' },
  { name: 'JSON with charset', payload: '{}', type: 'application/json; charset=latin1' },
  { name: 'array', payload: '[]', type: 'application/json' },
  { name: 'array of objects', payload: '[{"a":1}]', type: 'application/json' },
  { name: 'string', payload: '"text"', type: 'application/json' },
  { name: 'number', payload: '42', type: 'application/json' },
  { name: 'null', payload: 'null', type: 'application/json' },
  { name: 'true', payload: 'true', type: 'application/json' },
  { name: 'empty object', payload: '{}', type: 'application/json' },
  { name: 'prototype pollution', payload: '{"__proto__": {"admin": true}}', type: 'application/json' },
  {
    name: 'constructor pollution',
    payload: '{"constructor": {"prototype": {"a": 1}}}',
    type: 'application/json',
  },
  { name: 'deeply nested', payload: deeplyNested(20_000), type: 'application/json' },
  {
    name: 'deeply nested arrays',
    payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    type: 'application/json',
  },
  { name: 'NUL in a key', payload: '{"\\u0000": "x"}', type: 'application/json' },
  {
    name: 'over the size limit',
    payload: JSON.stringify({ message: 'a'.repeat(300 * 1024) }),
    type: 'application/json',
  },
  { name: 'lone surrogate raw bytes', payload: '{"message": "\\udfff"}', type: 'application/json' },
];

const PATH_VALUES = [
  HUGE,
  '2147483648',
  '-1',
  '0',
  '1.5',
  '1e3',
  '0x10',
  'abc',
  'null',
  ' 1',
  '%00',
  '%ff%fe',
  '%F0%9F%92%A9',
  '%2e%2e%2f%2e%2e',
  '%25',
  'x'.repeat(2000),
];

const QUERY_VALUES = [HUGE, '-1', '0', 'abc', '%00', '%ff', 'x'.repeat(10_000), ''];

function queryStrings(route: Route): string[] {
  const names = (route.operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const generic = [`limit=${HUGE}`, 'a=1&a=2', 'a[]=1', 'a[b]=1', '%00=1', '__proto__=1', '=', '&&&'];
  return [
    ...generic,
    ...names.flatMap((name) => [
      ...QUERY_VALUES.map((value) => `${name}=${value}`),
      `${name}=1&${name}=2`,
      `${name}[]=1`,
      `${name}[a]=1`,
      name,
    ]),
  ];
}

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
    if (typeof (body as { message?: unknown })?.message !== 'string') fail('no message');
  }
}

/** JSON number literals no JavaScript value stringifies to (1e400 parses as Infinity). */
const RAW_MARK = 'raw-json:';
const rawJson = (literal: string) => `${RAW_MARK}${literal}`;

const payloadOf = (body: unknown) => ({
  payload: JSON.stringify(body).replace(new RegExp(`"${RAW_MARK}([^"]*)"`, 'g'), '$1'),
  headers: { 'content-type': 'application/json' },
});

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
        for (const query of queryStrings(route)) {
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
