import { type ChildProcess, spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;

export type ServerProcess = {
  child: ChildProcess;
  /** Everything the process has written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Ends the process (SIGTERM, then SIGKILL after 10 s), waits for it, then runs `afterExit` once. */
  stop(): Promise<void>;
};

/**
 * A server of this repository in its own process: `node` with `args`, from the repository root,
 * with exactly `env`. `afterExit` releases what the caller made for it (its data directory, its
 * mailbox) once it has stopped. The process tests, the browser tests and the benches start theirs here.
 * A bench under load discards stdout (`discardStdout`): a line per request would pile up in memory.
 */
export function spawnServerProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  afterExit: () => unknown = () => undefined,
  { discardStdout = false } = {},
): ServerProcess {
  const stdout = discardStdout ? 'ignore' : 'pipe';
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', stdout, 'pipe'] });
  let text = '';
  const collect = (chunk: Buffer) => {
    text += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let stopped: Promise<void> | undefined;
  const stop = async () => {
    if (running(child)) {
      child.kill('SIGTERM');
      const killLater = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killLater);
    }
    await afterExit();
  };
  return {
    child,
    output: () => text,
    exited,
    stop: () => {
      stopped ??= stop();
      return stopped;
    },
  };
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/**
 * Resolves once `baseUrl`'s `path` (/api/health) answers. If the server ends first or `seconds` pass, stops it
 * (which runs its `afterExit`) and throws with its output.
 */
export async function untilHealthy(
  server: ServerProcess,
  baseUrl: string,
  seconds = 60,
  path = '/api/health',
): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (running(server.child) && Date.now() < deadline) {
    const ok = await fetch(`${baseUrl}${path}`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  const why = running(server.child)
    ? `did not start within ${seconds} s`
    : `exited (${server.child.exitCode})`;
  await server.stop();
  throw new Error(`server ${why}:\n${server.output()}`);
}
