import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../test-support/free-port.ts';
import { type Mailbox, startMailbox } from '../../test-support/mailbox.ts';
import { TEST_TOTP_STEP_SECONDS } from './staff-code.ts';

const root = new URL('../..', import.meta.url).pathname;

export type Service = { baseUrl: string; mailbox: Mailbox; stop(): Promise<void> };

/**
 * The whole service as `npm start` runs it (built web app, API, outbox worker), on its own fresh
 * embedded database with the demo data, sending e-mail over SMTP to a capture server.
 */
export async function startService(env: Record<string, string> = {}): Promise<Service> {
  const mailbox = await startMailbox();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'coaching-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SMTP_URL: mailbox.url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      TEST_TOTP_STEP_SECONDS: String(TEST_TOTP_STEP_SECONDS),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`service exited early:\n${output}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`service did not start within 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    baseUrl,
    mailbox,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      await mailbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
