import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../../test-support/free-port.ts';
import { type Mailbox, startMailbox } from '../../../../test-support/mailbox.ts';

const repoRoot = new URL('../../../../', import.meta.url).pathname;

/** A SECRETS_KEY for production-mode test servers (64 hex digits). */
export const TEST_SECRETS_KEY = 'a1'.repeat(32);

export type SpawnedServer = {
  url: string;
  smtp: Mailbox;
  process: ChildProcess;
  /** Everything the process has written to stdout and stderr so far. */
  output(): string;
  /** Resolves when the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
};

type Options = {
  env?: Record<string, string>;
  /** An SMTP sink the caller owns (and closes); by default each server gets its own. */
  smtp?: Mailbox;
  /** A PGlite directory the caller owns, to start a later server on the same data. */
  dataDir?: string;
  /** Resolve as soon as the process exits, for servers expected not to start. */
  expectExit?: boolean;
};

/**
 * The API as it is started for real (`npm start`'s command), in its own process on its own
 * PGlite directory, with e-mail going to an SMTP sink on loopback. The one place process tests
 * start a server.
 */
export async function spawnServer(options: Options = {}): Promise<SpawnedServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'coaching-process-test-'));
  const smtp = options.smtp ?? (await startMailbox());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      // Production refuses a lowered password-hash cost, so only other modes get the tests' cheap one.
      ...(options.env?.NODE_ENV === 'production'
        ? {}
        : { SCRYPT_COST_LOG2: process.env.SCRYPT_COST_LOG2 ?? '12' }),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://coaching.example.org',
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const cleanUp = async () => {
    if (!options.smtp) await smtp.close();
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const server: SpawnedServer = {
    url,
    smtp,
    process: child,
    output: () => text,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await cleanUp();
    },
  };
  if (options.expectExit) {
    await exited;
    await cleanUp();
    return server;
  }
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${text}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  await server.stop();
  throw new Error(`server did not start within 60 s:\n${text}`);
}
