// The layer breakdown of `npm run bench`: what each global layer of the app costs a `{ok: true}` route.
// Each step runs in its own process, measured in turn with the same load; the floor is bare Fastify.
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { GLOBAL_LAYERS } from '../apps/api/src/app.ts';
import { spawnServerProcess, untilHealthy } from '../test-support/server-process.ts';

const PATH = '/api/bench/bare';
const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used (user and system, from /proc): robust to other work on the machine. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** CPU seconds every PostgreSQL process has used: the database's share of a request, when it runs here. */
export function databaseCpuSeconds(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuSeconds(Number(pid));
    } catch {
      // The process ended while the list was read.
    }
  }
  return total;
}

/** A second of the same load, not counted: code is compiled and caches filled before the figures start. */
export async function warmUp(url: string, connections: number, headers: Record<string, string> = {}) {
  await autocannon({ url, connections, duration: 1, headers });
}

type StepFigures = { rate: number; cpuMicros: number };

/** Requests/s of one step of the breakdown, with `connections` at once for `seconds`. */
async function measureStep(
  step: number,
  port: number,
  connections: number,
  seconds: number,
): Promise<StepFigures> {
  const server = spawnServerProcess(
    ['--import', 'tsx', 'bench/layer-server.ts', String(step), String(port)],
    { ...process.env },
    undefined,
    { discardStdout: true },
  );
  try {
    await untilHealthy(server, `http://127.0.0.1:${port}`, 180, PATH);
    await warmUp(`http://127.0.0.1:${port}${PATH}`, connections);
    const pid = server.child.pid ?? 0;
    const cpuBefore = cpuSeconds(pid);
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${PATH}`,
      connections,
      duration: seconds,
    });
    const cpuMicros = ((cpuSeconds(pid) - cpuBefore) * 1e6) / result.requests.total;
    return { rate: Math.round(result.requests.average), cpuMicros };
  } finally {
    await server.stop();
  }
}

/**
 * Prints each step's requests/s and share of the floor, and the server's CPU time per request with
 * what each layer adds to it: requests/s follow the machine's load, CPU time per request much less.
 */
export async function printLayerBreakdown(port: number, connections: number, seconds: number) {
  const names = [
    'bare Fastify (floor)',
    'the app server (type provider, serializers, logger at info)',
    ...GLOBAL_LAYERS.map((layer) => `+ ${layer.name}`),
    '+ compression (API scope)',
  ];
  const figures: StepFigures[] = [];
  for (const [step] of names.entries()) figures.push(await measureStep(step, port, connections, seconds));
  const floor = figures[0]?.rate ?? 1;
  console.log(`\nLayer breakdown: a {ok: true} route, ${connections} connections, ${seconds} s each\n`);
  console.log('| step | requests/s | of the floor | server CPU µs a request | added by the layer |');
  console.log('|---|---|---|---|---|');
  for (const [step, name] of names.entries()) {
    const { rate, cpuMicros } = figures[step] ?? { rate: 0, cpuMicros: 0 };
    const before = figures[step - 1];
    const added = before ? (cpuMicros - before.cpuMicros).toFixed(1) : '';
    console.log(
      `| ${name} | ${rate} | ${Math.round((rate / floor) * 100)} % | ${cpuMicros.toFixed(1)} | ${added} |`,
    );
  }
  return floor;
}
