import { DEMO_CLIENT } from './test-app.ts';

/**
 * Hostile input for the bad-input test: plausible bodies built from a route's JSON schema, the
 * values each field is then set to, and raw bodies, path values and query strings.
 */

export type Schema = {
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
const HUGE = '99999999999999999999';
const LONG_TEXT = 'a'.repeat(100 * 1024);
export const NUL = 'before\u0000after';
const LONE_SURROGATE = 'half \ud800 a pair';

/** A value the schema would plausibly accept; names hint at formats the schema cannot say. */
export function plausible(schema: Schema | undefined, name = ''): unknown {
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
export function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length ? leaves(value[0], [...path, 0]) : [path];
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? entries.flatMap(([key, child]) => leaves(child, [...path, key])) : [path];
  }
  return [path];
}

export function withValue(body: unknown, path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValue(copy[head], rest, value);
  return copy;
}

export function hostileValuesFor(value: unknown): unknown[] {
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
export const RAW_BODIES: { name: string; payload: string; type?: string }[] = [
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

export const PATH_VALUES = [
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

/** JSON number literals no JavaScript value stringifies to (1e400 parses as Infinity). */
const RAW_MARK = 'raw-json:';
const rawJson = (literal: string) => `${RAW_MARK}${literal}`;

export const payloadOf = (body: unknown) => ({
  payload: JSON.stringify(body).replace(new RegExp(`"${RAW_MARK}([^"]*)"`, 'g'), '$1'),
  headers: { 'content-type': 'application/json' },
});

/** Odd query strings: generic ones, and bad values for each of the route's own parameters. */
export function queryStrings(names: string[]): string[] {
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
