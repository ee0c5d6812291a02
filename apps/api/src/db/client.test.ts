import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { queryRows } from './client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const health = () => t.app.inject({ method: 'GET', url: '/api/health' });

describe('database connections', () => {
  it('carries on when the server closes idle connections', async () => {
    await Promise.all(Array.from({ length: 5 }, health));
    await queryRows(
      t.db,
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await health()).json()).toEqual({ status: 'ok' });
  });
});
