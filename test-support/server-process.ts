import { type ChildProcess, spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;

export type ServerProcess = {
  child: ChildProcess;
  /** Everything the process has written to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Ends the process (SIGTERM, then SIGKILL after 10 s) and waits for it. */
  stop(): Promise<void>;
};

/**
 * A server of this repository in its own process: `node` with `args`, from the repository root,
 * with exactly `env`. The process tests, the browser tests and the benches start theirs here.
 */
export function spawnServerProcess(args: string[], env: NodeJS.ProcessEnv): ServerProcess {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const collect = (chunk: Buffer) => {
    text += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    output: () => text,
    exited,
    stop: async () => {
      if (!running()) return;
      child.kill('SIGTERM');
      const killLater = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killLater);
    },
  };
}

/** Resolves once `baseUrl`'s /api/health answers; stops the server and throws with its output if it ends or `seconds` pass. */
export async function untilHealthy(server: ServerProcess, baseUrl: string, seconds = 60): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited (${server.child.exitCode}):\n${server.output()}`);
    }
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  await server.stop();
  throw new Error(`server did not start within ${seconds} s:\n${server.output()}`);
}
