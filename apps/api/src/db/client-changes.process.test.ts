import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { logInDemoClient } from '../../../../test-support/log-in-demo-client.ts';
import { type SpawnedServer, spawnServer } from '../test/spawned-server.ts';
import { LISTENER_NAME } from './client-changes.ts';

const url = process.env.TEST_DATABASE_URL;
const name = `coaching_changes_${randomBytes(6).toString('hex')}`;

async function query<Row extends pg.QueryResultRow>(
  connection: string,
  statement: string,
  values: unknown[] = [],
) {
  const client = new pg.Client({ connectionString: connection });
  await client.connect();
  try {
    return (await client.query<Row>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Whether `check` came true within `ms`, polling every 20 ms. Without the notices a kept answer would
 * stay for a minute; the limits are loose only for a busy machine.
 */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

const servers: SpawnedServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  if (url) await query(url, `drop database if exists ${name} with (force)`);
});

// Answers kept in memory (lib/token-cache.ts) follow changes another process makes (client-changes.ts).
describe.runIf(url)('two processes on one PostgreSQL database', { timeout: 180_000 }, () => {
  it('a message, and a sign-out, through one reach the other within moments, also once its listening connection is cut', async () => {
    await query(url ?? '', `create database ${name}`);
    const databaseUrl = new URL(url ?? '');
    databaseUrl.pathname = `/${name}`;
    const env = { DATABASE_URL: databaseUrl.toString() };
    servers.push(await spawnServer({ env }));
    servers.push(await spawnServer({ env }));
    const [one, other] = servers.map((server) => server.url);

    const auth = { authorization: `Bearer ${await logInDemoClient(one ?? '')}` };
    const me = () => fetch(`${other}/api/mlw/me`, { headers: auth });
    const planId = (await (await me()).json()).data.plan.id;
    const poll = await fetch(`${other}/api/mlw/messages`, { headers: auth });
    const etag = poll.headers.get('etag') ?? '';
    const unchanged = () =>
      fetch(`${other}/api/mlw/messages`, { headers: { ...auth, 'if-none-match': etag } });
    expect([(await me()).status, (await unchanged()).status]).toEqual([200, 304]);

    const sent = await fetch(`${one}/api/mlw/messages/${planId}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Sent through the first process' }),
    });
    expect(sent.status).toBe(201);
    expect(await within(2000, async () => (await unchanged()).status === 200)).toBe(true);

    // Both processes' listening connections cut, as a database restart or a network fault would.
    const listeners = () =>
      query<{ pid: number }>(
        env.DATABASE_URL,
        'select pid from pg_stat_activity where application_name = $1 and datname = current_database()',
        [LISTENER_NAME],
      );
    expect(await listeners()).toHaveLength(2);
    await query(
      env.DATABASE_URL,
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
      [LISTENER_NAME],
    );
    // Each connects again a second after it is lost.
    expect(await within(5000, async () => (await listeners()).length === 2)).toBe(true);
    expect((await me()).status).toBe(200);

    const out = await fetch(`${one}/api/oauth/logout`, { method: 'POST', headers: auth });
    expect(out.status).toBe(200);
    expect(await within(2000, async () => (await me()).status === 401)).toBe(true);
  });
});
