import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test-support/free-port.ts';
import { TEST_VAPID_ENV } from '../test-support/vapid-keys.ts';

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'coaching-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Run = { code: number | null; stdout: string; stderr: string };

/** `npm start` as it runs the build, with only the given environment; stopped once `until` is printed. */
async function start(env: Record<string, string>, until?: RegExp): Promise<Run> {
  const port = String(await freePort());
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: port, DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const run: Run = { code: null, stdout: '', stderr: '' };
    child.stdout.on('data', (d: Buffer) => {
      run.stdout += d.toString();
      if (until?.test(run.stdout)) child.kill('SIGTERM');
    });
    child.stderr.on('data', (d: Buffer) => {
      run.stderr += d.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ ...run, code }));
  });
}

const refusals: [string, Record<string, string>, string][] = [
  ['a port that is not a number', { PORT: 'abc' }, 'PORT must be a port number from 1 to 65535'],
  ['a port out of range', { PORT: '70000' }, 'PORT must be a port number from 1 to 65535'],
  [
    'a database URL that is not PostgreSQL',
    { DATABASE_URL: 'mysql://user:secret@db/coaching' },
    'DATABASE_URL must be a URL such as postgres://',
  ],
  ['a malformed SMTP URL', { SMTP_URL: 'mail.example.org:25' }, 'SMTP_URL must be a URL such as smtp://'],
  ['an unknown NODE_ENV', { NODE_ENV: 'staging' }, 'NODE_ENV must be development, test or production'],
  ['an unknown LOG_LEVEL', { LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of'],
  [
    'production without PUBLIC_URL',
    { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.org:25' },
    'PUBLIC_URL is required in production',
  ],
  [
    'production without SECRETS_KEY',
    {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://coaching.example.org',
      SMTP_URL: 'smtp://mail.example.org:25',
    },
    'SECRETS_KEY is required in production',
  ],
  [
    'production without SMTP_URL',
    { NODE_ENV: 'production', PUBLIC_URL: 'https://coaching.example.org' },
    'SMTP_URL is required in production',
  ],
  [
    'production without VAPID keys',
    {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://coaching.example.org',
      SMTP_URL: 'smtp://mail.example.org:25',
      SECRETS_KEY: 'a1'.repeat(32),
    },
    'VAPID_PUBLIC_KEY is required in production',
  ],
  [
    'production with a lowered password-hash cost',
    {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://coaching.example.org',
      SMTP_URL: 'smtp://mail.example.org:25',
      SCRYPT_COST_LOG2: '12',
    },
    'SCRYPT_COST_LOG2 may not be lowered in production',
  ],
];

describe('the production start checks its configuration', () => {
  it.each(refusals)('refuses %s with one line naming the variable', async (_, env, message) => {
    const run = await start(env);
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(message);
    expect(run.stderr).not.toContain('secret');
    expect(run.stdout).toBe('');
  });

  it('starts in production without the development mailbox', async () => {
    const run = await start(
      {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://coaching.example.org',
        SMTP_URL: 'smtp://127.0.0.1:9',
        SECRETS_KEY: 'a1'.repeat(32),
        ...TEST_VAPID_ENV,
      },
      /running at/,
    );
    expect(run.stdout).toContain('Coaching service running at https://coaching.example.org');
    expect(run.stdout).toContain('E-mail: sent over SMTP');
    expect(run.stdout).not.toContain('/dev/mail');
    expect(run.stdout).not.toContain('demo');
  }, 120_000);
});
