// npm run bench: requests/s, latency and peak memory of the built server. Figures are printed, never
// asserted: compare them between changes. The pages' transfer and Lighthouse scores: bench/web.ts.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { type BuiltServer, logInDemoClient, startBuiltServer } from './built-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3917);
const base = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

type Result = { name: string; rps: number; p50: number; p99: number; non2xx: number };

async function measure(name: string, path: string, headers: Record<string, string> = {}): Promise<Result> {
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
  };
}

async function printServerFigures(server: BuiltServer) {
  const token = await logInDemoClient(base);
  const auth = { authorization: `Bearer ${token}` };
  const results: Result[] = [];
  results.push(await measure('bare Fastify route', '/api/bench/bare'));
  results.push(await measure('GET /api/mlw/me (token)', '/api/mlw/me', auth));
  results.push(await measure('GET /api/articles', '/api/articles'));
  // As a browser asks: the answer is over 1 KB, so it goes out compressed.
  results.push(await measure('GET /api/articles, br accepted', '/api/articles', BROWSER_ENCODINGS));
  const messages = await fetch(`${base}/api/mlw/messages`, { headers: auth });
  const etag = messages.headers.get('etag');
  results.push(await measure('GET /api/mlw/messages, changed (full list)', '/api/mlw/messages', auth));
  results.push(
    await measure('GET /api/mlw/messages, changed, br accepted', '/api/mlw/messages', {
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
  const bare = results[0]?.rps ?? 1;

  console.log(
    `\nServer: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connections, ${DURATION} s each\n`,
  );
  console.log('| route | requests/s | p50 ms | p99 ms | vs bare | non-2xx |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${Math.round((r.rps / bare) * 100)} % | ${r.non2xx} |`,
    );
  }
  const full = results.find((r) => r.name.includes('changed (full'));
  const unchanged = results.find((r) => r.name.includes('unchanged'));
  if (full && unchanged)
    console.log(`\nUnchanged poll / full poll: ${(unchanged.rps / full.rps).toFixed(1)} x`);
  console.log(`Server peak RSS: ${server.child.pid ? peakRssMb(server.child.pid) : '?'} MB`);
}

const server = await startBuiltServer(PORT, { BENCH_BARE_ROUTE: '1' });
try {
  await printServerFigures(server);
} finally {
  await server.stop();
}
