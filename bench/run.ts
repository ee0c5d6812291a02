// npm run bench: requests/s and latency of the built server as `npm start` runs it, logging at warn
// (what one line a request costs at info is the layer breakdown's "+ request log"), beside bare Fastify
// in its own process (the floor this machine sets in this run), then the layer breakdown
// (bench/layers.ts). Figures are printed, never asserted: compare ratios within one run.
// The pages' transfer and Lighthouse scores: bench/web.ts.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { logInDemoClient } from '../test-support/log-in-demo-client.ts';
import { type BuiltServer, startBuiltServer } from './built-server.ts';
import { cpuSeconds, databaseCpuSeconds, printLayerBreakdown, warmUp } from './layers.ts';
import { printMachineLoad } from './machine-load.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3917);
const base = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const CHAT_MESSAGES = 60;
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

type Result = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  serverMicros: number;
  databaseMicros: number;
};

let serverPid = 0;

async function measure(name: string, path: string, headers: Record<string, string> = {}): Promise<Result> {
  await warmUp(`${base}${path}`, CONNECTIONS, headers);
  const cpuBefore = [cpuSeconds(serverPid), databaseCpuSeconds()];
  const result = await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
  });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    serverMicros: ((cpuSeconds(serverPid) - (cpuBefore[0] ?? 0)) * 1e6) / result.requests.total,
    databaseMicros: ((databaseCpuSeconds() - (cpuBefore[1] ?? 0)) * 1e6) / result.requests.total,
  };
}

/**
 * The demo chat has three messages; a client a few months in has a page of them or more. The chat is
 * filled past one page (50) through the client's own call, so "full page" is one.
 */
async function fillChat(auth: Record<string, string>) {
  const me = (await (await fetch(`${base}/api/mlw/me`, { headers: auth })).json()) as {
    data: { plan: { id: number } | null };
  };
  const planId = me.data.plan?.id;
  if (!planId) throw new Error('the demo client has no plan to message under');
  for (let n = 1; n <= CHAT_MESSAGES; n++) {
    const sent = await fetch(`${base}/api/mlw/messages/${planId}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ message: `Week ${n}: walked 25 minutes on three days and felt good after it.` }),
    });
    if (sent.status !== 201) throw new Error(`filling the chat: message ${n} answered ${sent.status}`);
  }
}

async function measureServer(): Promise<Result[]> {
  const token = await logInDemoClient(base);
  const auth = { authorization: `Bearer ${token}` };
  const results: Result[] = [];
  results.push(await measure('GET /api/mlw/me (token)', '/api/mlw/me', auth));
  results.push(await measure('GET /api/articles', '/api/articles'));
  // As a browser asks: the answer is over 1 KB, so it goes out compressed.
  results.push(await measure('GET /api/articles, br accepted', '/api/articles', BROWSER_ENCODINGS));
  await fillChat(auth);
  const messages = await fetch(`${base}/api/mlw/messages`, { headers: auth });
  const etag = messages.headers.get('etag');
  results.push(await measure('GET /api/mlw/messages, full page', '/api/mlw/messages', auth));
  results.push(
    await measure('GET /api/mlw/messages, full page, br accepted', '/api/mlw/messages', {
      ...auth,
      ...BROWSER_ENCODINGS,
    }),
  );
  if (etag)
    results.push(
      await measure('GET /api/mlw/messages, unchanged (304)', '/api/mlw/messages', {
        ...auth,
        'if-none-match': etag,
      }),
    );
  return results;
}

function printServerFigures(results: Result[], floor: number, server: BuiltServer) {
  console.log(
    `\nServer: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connections, ${DURATION} s each; floor ${floor} requests/s\n`,
  );
  console.log(
    '| route | requests/s | p50 ms | p99 ms | of the floor | non-2xx | server CPU µs a request | PostgreSQL CPU µs a request |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const share = `${((r.rps / floor) * 100).toFixed(0)} %`;
    const cpu = `${r.serverMicros.toFixed(1)} | ${r.databaseMicros.toFixed(1)}`;
    console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${share} | ${r.non2xx} | ${cpu} |`);
  }
  console.log(`Server peak RSS: ${server.child.pid ? peakRssMb(server.child.pid) : '?'} MB`);
}

/** The targets of docs/decisions.md (Performance), each met or not in this run. */
function printTargets(results: Result[], floor: number) {
  const rps = (name: string) => results.find((r) => r.name === name)?.rps ?? 0;
  const ratio = (name: string) => rps(name) / floor;
  const full = results.find((r) => r.name === 'GET /api/mlw/messages, full page');
  const unchanged = rps('GET /api/mlw/messages, unchanged (304)');
  const targets: [string, string, boolean][] = [
    [
      'public cached route (GET /api/articles) >= 0.40 of the floor',
      ratio('GET /api/articles').toFixed(2),
      ratio('GET /api/articles') >= 0.4,
    ],
    [
      'GET /api/mlw/me >= 0.30 of the floor',
      ratio('GET /api/mlw/me (token)').toFixed(2),
      ratio('GET /api/mlw/me (token)') >= 0.3,
    ],
    ['unchanged poll (304) >= 0.30 of the floor', (unchanged / floor).toFixed(2), unchanged / floor >= 0.3],
    [
      'unchanged poll >= 5x a full page',
      `${(unchanged / (full?.rps ?? 1)).toFixed(1)}x`,
      unchanged >= 5 * (full?.rps ?? 0),
    ],
    ['full message page p99 < 50 ms', `${full?.p99 ?? '?'} ms`, (full?.p99 ?? 99) < 50],
  ];
  console.log('\n| target | this run | met |\n|---|---|---|');
  for (const [what, figure, met] of targets) console.log(`| ${what} | ${figure} | ${met ? 'yes' : 'NO'} |`);
}

printMachineLoad('before the run');
const floor = await printLayerBreakdown(PORT, CONNECTIONS, DURATION);
const server = await startBuiltServer(PORT, { LOG_LEVEL: 'info' });
serverPid = server.child.pid ?? 0;
try {
  const results = await measureServer();
  printServerFigures(results, floor, server);
  printTargets(results, floor);
} finally {
  await server.stop();
}
printMachineLoad('after the run');
