import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, DEMO_STAFF, DEMO_STAFF_TOTP } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { totpAt } from '../apps/api/src/modules/staff-auth/totp.ts';
import { spawnServerProcess, untilHealthy } from '../test-support/server-process.ts';

export type BuiltServer = { child: ChildProcess; stop: () => Promise<void> };

/** The build as `npm start` runs it, on a fresh embedded database (or DATABASE_URL) with the demo data. */
export async function startBuiltServer(port: number, env: Record<string, string> = {}): Promise<BuiltServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coaching-bench-'));
  const server = spawnServerProcess(
    ['apps/api/dist/server.js'],
    { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    () => rmSync(dataDir, { recursive: true, force: true }),
    { discardStdout: true },
  );
  await untilHealthy(server, `http://127.0.0.1:${port}`, 90);
  return { child: server.child, stop: server.stop };
}

/** A demo staff member's access token, with the code their authenticator would show now. */
export async function logInDemoStaff(base: string, role: 'coach' | 'admin'): Promise<string> {
  const response = await fetch(`${base}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: DEMO_STAFF[role],
      password: DEMO_PASSWORD,
      totp: totpAt(DEMO_STAFF_TOTP[role], Date.now() / 1000),
    }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}
