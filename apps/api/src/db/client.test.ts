import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { listsStatement, queryRows } from './client.ts';
import { isoTime } from './iso-time.ts';

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

describe.runIf(process.env.TEST_DATABASE_URL)('the service’s PostgreSQL connections', () => {
  it('make no parallel plans', async () => {
    const [setting] = await queryRows<{ workers: string }>(
      t.db,
      sql`select current_setting('max_parallel_workers_per_gather') as workers`,
    );
    expect(setting?.workers).toBe('0');
  });

  it('compile no query, however much its plan costs on paper', async () => {
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      t.db,
      sql`explain select count(*) from generate_series(1, 1000000) a, generate_series(1, 1000) b`,
    );
    const text = plan.map((line) => line['QUERY PLAN']).join('\n');
    expect(text).toMatch(/^Aggregate {2}\(cost=\d{8}/);
    expect(text).not.toContain('JIT');
  });
});

describe('raw queries', () => {
  it('prepares each text once per connection and answers each call with its own values', async () => {
    await t.db.transaction(async (tx) => {
      const one = await queryRows<{ n: number }>(tx, sql`select ${1}::int + 1 as n`);
      const two = await queryRows<{ n: number }>(tx, sql`select ${2}::int + 1 as n`);
      const other = await queryRows<{ n: number }>(tx, sql`select ${2}::int * 10 as n`);
      expect([one, two, other]).toEqual([[{ n: 2 }], [{ n: 3 }], [{ n: 20 }]]);
      // PGlite has no connections to keep statements on; PostgreSQL keeps them per connection.
      if (!process.env.TEST_DATABASE_URL) return;
      const prepared = await queryRows<{ statement: string }>(
        tx,
        sql`select statement from pg_prepared_statements where statement like ${'select $1::int%'}`,
      );
      expect(prepared.map((p) => p.statement).sort()).toEqual([
        'select $1::int * 10 as n',
        'select $1::int + 1 as n',
      ]);
    });
  });
});

describe('lists in one statement', () => {
  it('answers several lists in one statement, each in its own order, empty ones as []', async () => {
    const statement = listsStatement<
      'up' | 'down',
      { numbers: { n: number; at: string }[]; words: { w: string; tags: string[] }[]; none: { n: number }[] }
    >((order) => ({
      numbers: sql`select n, timestamptz '2026-01-02 03:04:05+00' + n * interval '1 day' as at
        from generate_series(1, ${sql.placeholder('last')}::int) n order by n ${sql.raw(order === 'up' ? 'asc' : 'desc')}`,
      words: sql`select w, array[w, upper(w)] as tags from unnest(array['b', 'a']) w order by w`,
      none: sql`select 1 as n where false`,
    }));
    expect((await statement(t.db, 'up', { last: 2 })).numbers.map((r) => r.n)).toEqual([1, 2]);
    const lists = await statement(t.db, 'down', { last: 3 });
    expect(lists.numbers.map((r) => [r.n, isoTime(r.at)])).toEqual([
      [3, '2026-01-05T03:04:05.000Z'],
      [2, '2026-01-04T03:04:05.000Z'],
      [1, '2026-01-03T03:04:05.000Z'],
    ]);
    expect(lists.words).toEqual([
      { w: 'a', tags: ['a', 'A'] },
      { w: 'b', tags: ['b', 'B'] },
    ]);
    expect(lists.none).toEqual([]);
  });
});
