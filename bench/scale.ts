// npm run bench:scale: latency of the coach's and the client's working calls over a large database
// (PostgreSQL from DATABASE_URL, where it creates and fills databases of its own). BENCH_CLIENTS
// (default 1,000,000) clients with BENCH_MESSAGES_PER_CLIENT (default 10) messages each, four sessions,
// an action and three plan techniques, generated in SQL; then p50/p99 under load (10 connections,
// BENCH_SECONDS each) of the built server in its own process, beside the same on BENCH_SMALL_CLIENTS
// (default 1,000) and beside a bare Fastify route of the same server: the floor this machine sets in
// this run. Each call has a second's warm-up before its measured seconds.
import autocannon from 'autocannon';
import { logInDemoClient, logInDemoStaff, startBuiltServer } from './built-server.ts';
import { databaseUrl, fill } from './scale-fill.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:scale needs DATABASE_URL (a server where it may create databases)');
const BIG = Number(process.env.BENCH_CLIENTS ?? 1_000_000);
const SMALL = Number(process.env.BENCH_SMALL_CLIENTS ?? 1_000);
const PER_CLIENT = Number(process.env.BENCH_MESSAGES_PER_CLIENT ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3918);
const base = `http://127.0.0.1:${PORT}`;

type Who = 'nobody' | 'client' | 'coach' | 'admin';
type Call = { label: string; path: string; as: Who; unchanged?: boolean };

const CALLS: Call[] = [
  { label: 'bare Fastify route (floor)', path: '/api/bench/bare', as: 'nobody' },
  { label: 'mlw/me', path: '/api/mlw/me', as: 'client' },
  { label: 'mlw/messages, full', path: '/api/mlw/messages', as: 'client' },
  { label: 'mlw/messages, unchanged (304)', path: '/api/mlw/messages', as: 'client', unchanged: true },
  { label: 'mlw/sessions', path: '/api/mlw/sessions', as: 'client' },
  { label: 'staff my day', path: '/api/staff/my-day', as: 'coach' },
  { label: 'search by surname', path: '/api/staff/clients?search=Demo', as: 'coach' },
  { label: 'search by phone', path: '/api/staff/clients?search=07700%20900123', as: 'coach' },
  { label: 'search by postcode', path: '/api/staff/clients?search=DT1%201XJ', as: 'coach' },
  { label: 'insight', path: '/api/staff/insight', as: 'coach' },
  { label: 'insight, administrator (every client)', path: '/api/staff/insight', as: 'admin' },
];

async function headersFor(call: Call, tokens: Record<Who, string>): Promise<Record<string, string>> {
  if (call.as === 'nobody') return {};
  const auth = { authorization: `Bearer ${tokens[call.as]}` };
  if (!call.unchanged) return auth;
  const etag = (await fetch(`${base}${call.path}`, { headers: auth })).headers.get('etag');
  return etag ? { ...auth, 'if-none-match': etag } : auth;
}

type Figures = { p50: number; p99: number; non2xx: number };

async function measure(name: string, clients: number): Promise<Map<string, Figures>> {
  const seconds = await fill(url as string, name, clients, PER_CLIENT);
  console.log(`${name}: ${clients.toLocaleString('en-GB')} clients loaded and indexed in ${seconds} s`);
  const server = await startBuiltServer(PORT, {
    DATABASE_URL: databaseUrl(url as string, name),
    BENCH_BARE_ROUTE: '1',
  });
  const results = new Map<string, Figures>();
  try {
    const tokens = {
      nobody: '',
      client: await logInDemoClient(base),
      coach: await logInDemoStaff(base, 'coach'),
      admin: await logInDemoStaff(base, 'admin'),
    };
    for (const call of CALLS) {
      const load = { url: `${base}${call.path}`, headers: await headersFor(call, tokens), connections: 10 };
      // A second's warm-up first: each of the pool's connections parses and plans the call's
      // statements on its first uses, and that start-up belongs to no steady load.
      await autocannon({ ...load, duration: 1 });
      const r = await autocannon({ ...load, duration: SECONDS });
      const non2xx = call.unchanged ? r.non2xx - (r['3xx'] ?? 0) : r.non2xx;
      results.set(call.label, { p50: r.latency.p50, p99: r.latency.p99, non2xx });
    }
  } finally {
    server.stop();
  }
  return results;
}

const small = await measure('coaching_bench_small', SMALL);
const big = await measure('coaching_bench_big', BIG);
console.log(
  `\n| call | p50 / p99 ms at ${SMALL.toLocaleString('en-GB')} | p50 / p99 ms at ${BIG.toLocaleString('en-GB')} | p99 ratio |`,
);
console.log('|---|---|---|---|');
for (const { label } of CALLS) {
  const s = small.get(label);
  const b = big.get(label);
  if (!s || !b) continue;
  const errors = s.non2xx + b.non2xx ? ` (${s.non2xx + b.non2xx} errors)` : '';
  console.log(
    `| ${label}${errors} | ${s.p50} / ${s.p99} | ${b.p50} / ${b.p99} | ${(b.p99 / Math.max(s.p99, 1)).toFixed(2)} |`,
  );
}
