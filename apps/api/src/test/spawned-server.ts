import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../../test-support/free-port.ts';
import { type Mailbox, startMailbox } from '../../../../test-support/mailbox.ts';
import { spawnServerProcess, untilHealthy } from '../../../../test-support/server-process.ts';

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
  const server = spawnServerProcess(
    ['--import', 'tsx', 'apps/api/src/server.ts'],
    {
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
    async () => {
      if (!options.smtp) await smtp.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  );
  const spawned: SpawnedServer = {
    url,
    smtp,
    process: server.child,
    output: server.output,
    exited: server.exited,
    stop: server.stop,
  };
  if (options.expectExit) {
    await server.exited;
    await server.stop();
  } else {
    await untilHealthy(server, url);
  }
  return spawned;
}
