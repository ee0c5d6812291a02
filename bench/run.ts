// npm run bench: requests/s, latency and peak memory of the built server, and the JavaScript size of
// the first pages. Figures are printed, never asserted: compare them between changes.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';

const root = new URL('..', import.meta.url).pathname;
const PORT = Number(process.env.BENCH_PORT ?? 3917);
const base = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function startServer(): Promise<{ child: ChildProcess; stop: () => void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coaching-bench-'));
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      BENCH_BARE_ROUTE: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (
    !(await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    child,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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

async function logIn(): Promise<string> {
  const response = await fetch(`${base}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'demo.client@example.com',
      dob: '1985-04-12',
      password: 'Coaching-demo-2026',
      grant_type: 'password',
      client_id: 'bench',
      provider: 'clients',
      scope: '*',
    }),
  });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

async function javascriptSizes(paths: string[]): Promise<{ path: string; files: number; gzipKb: number }[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const sizes = [];
  for (const path of paths) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(response.body().then((b) => gzipSync(b).length));
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const bytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    sizes.push({ path, files: scripts.length, gzipKb: Math.round(bytes / 102.4) / 10 });
    await context.close();
  }
  await browser.close();
  return sizes;
}

// `--js-only` prints just the JavaScript table: a quick check while working on the web bundle.
const jsOnly = process.argv.includes('--js-only');

async function printServerFigures(server: { child: ChildProcess }) {
  const token = await logIn();
  const auth = { authorization: `Bearer ${token}` };
  const results: Result[] = [];
  results.push(await measure('bare Fastify route', '/api/bench/bare'));
  results.push(await measure('GET /api/mlw/me (token)', '/api/mlw/me', auth));
  results.push(await measure('GET /api/articles', '/api/articles'));
  const messages = await fetch(`${base}/api/mlw/messages`, { headers: auth });
  const etag = messages.headers.get('etag');
  results.push(await measure('GET /api/mlw/messages, changed (full list)', '/api/mlw/messages', auth));
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

const server = await startServer();
try {
  if (!jsOnly) await printServerFigures(server);
  console.log('\n| page | script files | JavaScript gzip KB |');
  console.log('|---|---|---|');
  for (const s of await javascriptSizes(['/', '/register']))
    console.log(`| ${s.path} | ${s.files} | ${s.gzipKb} |`);
} finally {
  server.stop();
}
