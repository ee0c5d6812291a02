import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type SpawnedServer, spawnServer } from '../test/spawned-server.ts';

const url = process.env.TEST_DATABASE_URL;
const name = `coaching_start_${randomBytes(6).toString('hex')}`;

async function asAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const servers: SpawnedServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  if (url) await asAdmin(`drop database if exists ${name} with (force)`);
});

/** Two replicas, or both sides of a rolling deploy, starting at one moment on a new database. */
describe.runIf(url)(
  'two processes started at once on an empty PostgreSQL database',
  { timeout: 180_000 },
  () => {
    it('both become healthy: one migrates and seeds, the other waits and finds it done', async () => {
      await asAdmin(`create database ${name}`);
      const databaseUrl = new URL(url ?? '');
      databaseUrl.pathname = `/${name}`;
      const started = await Promise.allSettled(
        [1, 2].map(() => spawnServer({ env: { DATABASE_URL: databaseUrl.toString() } })),
      );
      for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
      expect(
        started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'healthy')),
      ).toEqual(['healthy', 'healthy']);
      for (const server of servers) {
        const answer = await fetch(`${server.url}/api/dropdowns?key=gender`);
        expect(answer.status).toBe(200);
      }
      const check = new pg.Client({ connectionString: databaseUrl.toString() });
      await check.connect();
      try {
        const staff = await check.query<{ n: number }>('select count(*)::int as n from staff');
        expect(staff.rows[0]?.n).toBe(2);
      } finally {
        await check.end();
      }
    });
  },
);
