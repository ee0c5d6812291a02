// npm run bench:scale: latency of the coach's and the client's working calls over a large database
// (PostgreSQL from DATABASE_URL, where it creates and fills databases of its own). BENCH_CLIENTS
// (default 1,000,000) clients with BENCH_MESSAGES_PER_CLIENT (default 10) messages each, four sessions,
// an action and three plan techniques, generated in SQL; beside it a database of BENCH_SMALL_CLIENTS
// (default 1,000). The built server runs on each, in its own process, and each call is measured under
// load (10 connections) on the two in turn, BENCH_ROUNDS times (default 6) for BENCH_SECONDS in all
// (default 12), after a second's warm-up; p50/p99 are those of every answer in its rounds. A bare Fastify
// route of the same servers is the floor this machine sets in this run.
import autocannon from 'autocannon';
import { logInDemoClient } from '../test-support/log-in-demo-client.ts';
import { type BuiltServer, logInDemoStaff, startBuiltServer } from './built-server.ts';
import { databaseUrl, fill } from './scale-fill.ts';
import { demoClientId, timeWeekQuery } from './scale-self-log.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:scale needs DATABASE_URL (a server where it may create databases)');
const BIG = Number(process.env.BENCH_CLIENTS ?? 1_000_000);
const SMALL = Number(process.env.BENCH_SMALL_CLIENTS ?? 1_000);
const PER_CLIENT = Number(process.env.BENCH_MESSAGES_PER_CLIENT ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const PORT = Number(process.env.BENCH_PORT ?? 3918);

type Who = 'nobody' | 'client' | 'coach' | 'admin';
/** `targetMs`: the p99 the call must keep at the large size (docs/decisions.md, Performance). */
type Call = { label: string; path: string; as: Who; unchanged?: boolean; targetMs?: number };

/** Staff search, issue 29: as typed, by a phone number's end and by postcode district, under 50 ms. */
const SEARCH_TARGET_MS = 50;
const searches = (as: 'coach' | 'admin'): Call[] =>
  [
    ['surname', 'Demo'],
    ['name as typed, apostrophe left out (OBrien)', 'OBrien'],
    ['name as typed, accent left out (Sian)', 'Sian'],
    ['surname, comma, first name (OBrien, Sian)', 'OBrien,%20Sian'],
    ['phone, last 6 digits', '900123'],
    ['postcode district (DT1)', 'DT1'],
  ].map(([what, search]) => ({
    label: `search by ${what}${as === 'admin' ? ', administrator (every client)' : ''}`,
    path: `/api/staff/clients?search=${search}`,
    as,
    targetMs: SEARCH_TARGET_MS,
  }));

const CALLS: Call[] = [
  { label: 'bare Fastify route (floor)', path: '/api/bench/bare', as: 'nobody' },
  { label: 'mlw/me', path: '/api/mlw/me', as: 'client' },
  { label: 'mlw/messages, full', path: '/api/mlw/messages', as: 'client' },
  { label: 'mlw/messages, unchanged (304)', path: '/api/mlw/messages', as: 'client', unchanged: true },
  { label: 'mlw/sessions', path: '/api/mlw/sessions', as: 'client' },
  { label: 'staff my day', path: '/api/staff/my-day', as: 'coach' },
  ...searches('coach'),
  { label: 'search by postcode', path: '/api/staff/clients?search=DT1%201XJ', as: 'coach' },
  ...searches('admin'),
  { label: 'insight', path: '/api/staff/insight', as: 'coach' },
  { label: 'insight, administrator (every client)', path: '/api/staff/insight', as: 'admin' },
];

/** One database's server, signed in as each kind of caller. */
type Side = { base: string; server: BuiltServer; tokens: Record<Who, string> };

async function startSide(name: string, port: number): Promise<Side> {
  const server = await startBuiltServer(port, {
    DATABASE_URL: databaseUrl(url as string, name),
    BENCH_BARE_ROUTE: '1',
  });
  const base = `http://127.0.0.1:${port}`;
  const tokens = {
    nobody: '',
    client: await logInDemoClient(base),
    coach: await logInDemoStaff(base, 'coach'),
    admin: await logInDemoStaff(base, 'admin'),
  };
  return { base, server, tokens };
}

async function headersFor(side: Side, call: Call): Promise<Record<string, string>> {
  if (call.as === 'nobody') return {};
  const auth = { authorization: `Bearer ${side.tokens[call.as]}` };
  if (!call.unchanged) return auth;
  const etag = (await fetch(`${side.base}${call.path}`, { headers: auth })).headers.get('etag');
  return etag ? { ...auth, 'if-none-match': etag } : auth;
}

/** Every answer's time in ms, and how many requests did not get the answer the call expects. */
type Answers = { times: number[]; wrong: number };

function load(side: Side, call: Call, headers: Record<string, string>, seconds: number, into?: Answers) {
  return new Promise<void>((resolve, reject) => {
    const options = { url: `${side.base}${call.path}`, headers, connections: 10, duration: seconds };
    const run = autocannon(options, (error, result) => {
      if (error) return reject(error);
      // Requests that got no answer in autocannon's ten seconds, or lost their connection.
      if (into) into.wrong += result.errors;
      resolve();
    });
    run.on('response', (_client, status, _bytes, time) => {
      if (!into) return;
      into.times.push(time);
      if (status !== (call.unchanged ? 304 : 200)) into.wrong += 1;
    });
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

type Figures = { p50: number; p99: number; wrong: number; found?: number };

function figures({ times, wrong }: Answers): Figures {
  const sorted = times.sort((x, y) => x - y);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), wrong };
}

/** How many rows a list call answers with, so a search that finds no one is not mistaken for a fast one. */
async function rowsFound(side: Side, call: Call, headers: Record<string, string>): Promise<number> {
  const answer = (await (await fetch(`${side.base}${call.path}`, { headers })).json()) as { data?: unknown };
  return Array.isArray(answer.data) ? answer.data.length : 0;
}

/** One call on both sides in turns, after a warm-up; its figures on each side. */
async function measure(call: Call): Promise<Figures[]> {
  const runs = await Promise.all(
    sides.map(async (side) => ({
      side,
      headers: await headersFor(side, call),
      answers: { times: [], wrong: 0 } as Answers,
    })),
  );
  // The warm-up: each of the pool's connections parses and plans the call's statements on its first
  // uses, and that start-up belongs to no steady load. Then the sizes take turns, so that a change in
  // the machine's load while the bench runs falls on both.
  for (const run of runs) await load(run.side, call, run.headers, 1);
  for (let round = 0; round < ROUNDS; round++) {
    for (const run of runs) await load(run.side, call, run.headers, SECONDS / ROUNDS, run.answers);
  }
  const found = await Promise.all(
    runs.map((run) => (call.targetMs === undefined ? undefined : rowsFound(run.side, call, run.headers))),
  );
  return runs.map((run, i) => ({ ...figures(run.answers), found: found[i] }));
}

const small = await fill(url, 'coaching_bench_small', SMALL, PER_CLIENT);
console.log(`${SMALL.toLocaleString('en-GB')} clients loaded and indexed in ${small} s`);
const big = await fill(url, 'coaching_bench_big', BIG, PER_CLIENT);
console.log(`${BIG.toLocaleString('en-GB')} clients loaded and indexed in ${big} s`);

const sides = [
  await startSide('coaching_bench_small', PORT),
  await startSide('coaching_bench_big', PORT + 1),
];
console.log(
  `\n| call | p50 / p99 ms at ${SMALL.toLocaleString('en-GB')} | p50 / p99 ms at ${BIG.toLocaleString('en-GB')} | p99 ratio | p99 target at ${BIG.toLocaleString('en-GB')} |`,
);
console.log('|---|---|---|---|---|');
const ms = (n: number) => (Number.isNaN(n) ? 'no answer' : n.toFixed(1));

/** Issue 31's targets for self-logging's reads: p99 under 50 ms, and within 1.3 times the small database's. */
const SELF_LOG_P99_MS = 50;
const SELF_LOG_RATIO = 1.3;

/** Self-logging's reads (issue 31): the client's week as a query, the staff's progress read and My day's lists. */
async function measureSelfLog() {
  const [smallId, bigId] = await Promise.all(
    ['coaching_bench_small', 'coaching_bench_big'].map((name) =>
      demoClientId(databaseUrl(url as string, name)),
    ),
  );
  if (smallId === undefined || smallId !== bigId)
    throw new Error('the demo client has a different id in the two databases');
  const week: Figures[] = [];
  for (const name of ['coaching_bench_small', 'coaching_bench_big']) {
    week.push(
      figures({ times: await timeWeekQuery(databaseUrl(url as string, name), smallId, SECONDS), wrong: 0 }),
    );
  }
  const rows: Array<[string, Figures[]]> = [['dashboard week (query, 10 connections)', week]];
  for (const call of [
    {
      label: 'progress tab, self-logging',
      path: `/api/staff/clients/${smallId}/self-log`,
      as: 'coach' as const,
    },
    { label: 'my day, self-logging lists', path: '/api/staff/my-day/self-log', as: 'coach' as const },
  ]) {
    rows.push([call.label, await measure(call)]);
  }
  console.log(
    `\n| self-logging read | p99 ms, small | p99 ms, big | target p99 | ratio (target ${SELF_LOG_RATIO}) |`,
  );
  console.log('|---|---|---|---|---|');
  for (const [label, [s, b]] of rows) {
    if (!s || !b) continue;
    const ratio = b.p99 / s.p99;
    console.log(
      `| ${label} | ${ms(s.p99)} | ${ms(b.p99)} | ${SELF_LOG_P99_MS} ms ${b.p99 < SELF_LOG_P99_MS ? 'met' : 'missed'} | ${ratio.toFixed(2)} ${ratio <= SELF_LOG_RATIO ? 'met' : 'missed'} |`,
    );
  }
}

const target = (call: Call, p99: number) =>
  call.targetMs === undefined ? '' : `${call.targetMs} ms: ${p99 < call.targetMs ? 'met' : 'NOT met'}`;
try {
  for (const call of CALLS) {
    const [s, b] = await measure(call);
    if (!s || !b) continue;
    const errors = s.wrong + b.wrong ? ` (${s.wrong + b.wrong} wrong answers)` : '';
    const found = b.found === undefined ? '' : ` (${b.found === 0 ? 'found NO ONE' : `${b.found} found`})`;
    console.log(
      `| ${call.label}${errors}${found} | ${ms(s.p50)} / ${ms(s.p99)} | ${ms(b.p50)} / ${ms(b.p99)} | ${(b.p99 / s.p99).toFixed(2)} | ${target(call, b.p99)} |`,
    );
  }
  await measureSelfLog();
} finally {
  await Promise.all(sides.map((side) => side.server.stop()));
}
