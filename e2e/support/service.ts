import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { freePort } from '../../test-support/free-port.ts';
import { type Mailbox, startMailbox } from '../../test-support/mailbox.ts';
import { spawnServerProcess, untilHealthy } from '../../test-support/server-process.ts';
import { TEST_TOTP_STEP_SECONDS } from './staff-code.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The embedded database directory every service of the run starts from a copy of. */
    serviceDataTemplate: string;
  }
}

export type Service = { baseUrl: string; mailbox: Mailbox; stop(): Promise<void> };

/**
 * The browser tests' settings. The password-hash cost is lowered as in the API tests: at the
 * production cost a login or a new password takes 0.7 s of a core, with two services and two
 * browsers sharing two. The production cost is held by the production start tests.
 */
export const TEST_ENV = {
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  SCRYPT_COST_LOG2: '12',
  TEST_TOTP_STEP_SECONDS: String(TEST_TOTP_STEP_SECONDS),
};

/** The built service (`npm start`'s command) on `dataDir`, sending e-mail over SMTP to a capture server. */
async function runService(dataDir: string, env: Record<string, string>): Promise<Service> {
  const mailbox = await startMailbox();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawnServerProcess(
    ['apps/api/dist/server.js'],
    {
      ...process.env,
      ...TEST_ENV,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SMTP_URL: mailbox.url,
      ...env,
    },
    () => mailbox.close(),
  );
  await untilHealthy(server, baseUrl);
  return { baseUrl, mailbox, stop: server.stop };
}

/**
 * Once per run (vitest globalSetup): the service starts on a new directory, which it migrates and
 * fills with the demo data, and stops. Making a new embedded database takes about 5 s; opening
 * a copy of one, under 1 s.
 */
export async function makeDataTemplate(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coaching-e2e-template-'));
  await (await runService(dataDir, {})).stop();
  return dataDir;
}

export const copyDataTemplate = (): string => {
  const dataDir = mkdtempSync(join(tmpdir(), 'coaching-e2e-'));
  cpSync(inject('serviceDataTemplate'), dataDir, { recursive: true });
  return dataDir;
};

/**
 * The whole service as `npm start` runs it (built web app, API, outbox worker), on its own copy of
 * a migrated embedded database with the demo data, sending e-mail over SMTP to a capture server.
 */
export async function startService(env: Record<string, string> = {}): Promise<Service> {
  const dataDir = copyDataTemplate();
  const service = await runService(dataDir, env);
  return {
    ...service,
    stop: async () => {
      await service.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
