import { existsSync, readFileSync } from 'node:fs';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Executor, newPglite, openPglite, queryRows } from './client.ts';
import * as schema from './schema.ts';

// Two empty databases: one migrated with the SQL migrations, one given the tables as db/tables defines
// them (the SQL drizzle-kit writes for them from nothing). PostgreSQL describes both with the same
// catalog functions, so a type, default, index or constraint written two ways compares as one.
let migrated: Database;
let defined: Database;
beforeAll(async () => {
  migrated = openPglite(newPglite());
  await migrated.migrate();
  defined = openPglite(newPglite());
  await defined.db.execute(sql`create extension if not exists pg_trgm`);
  const statements = await generateMigration(
    generateDrizzleJson({}),
    generateDrizzleJson(schema as Record<string, unknown>),
  );
  for (const statement of statements) await defined.db.execute(sql.raw(statement));
}, 120_000);
afterAll(async () => {
  await migrated.close();
  await defined.close();
});

const readJournal = (): { entries: { when: number; tag: string }[] } =>
  JSON.parse(readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'));

/** Every table, column (type, null, default, generated), index and constraint of the public schema. */
async function describeSchema(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ line: string }>(
    db,
    sql`select 'column ' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
          || case when a.attnotnull then ' not null' else '' end
          || coalesce(case when a.attgenerated = 's' then ' generated as ' else ' default ' end
             || pg_get_expr(d.adbin, d.adrelid), '') as line
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      union all
      select 'index ' || pg_get_indexdef(i.indexrelid) from pg_index i join pg_class c on c.oid = i.indrelid
        where c.relnamespace = 'public'::regnamespace
      union all
      select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
        from pg_constraint where connamespace = 'public'::regnamespace and contype <> 'n'`,
  );
  return rows.map((r) => r.line).sort();
}

describe('db/tables and the migrations', () => {
  it('describe the same tables, columns, types, defaults, indexes and constraints', async () => {
    const [fromMigrations, fromTables] = await Promise.all([
      describeSchema(migrated.db),
      describeSchema(defined.db),
    ]);
    const onlyMigrations = fromMigrations.filter((line) => !fromTables.includes(line));
    const onlyTables = fromTables.filter((line) => !fromMigrations.includes(line));
    expect(
      { 'only in the migrated database': onlyMigrations, 'only in db/tables': onlyTables },
      'change db/tables/*.ts to match, or write the migration: npm run db:generate -- --name <what> (docs/architecture.md)',
    ).toEqual({ 'only in the migrated database': [], 'only in db/tables': [] });
    expect(fromMigrations.length).toBeGreaterThan(200);
  });

  it('has a snapshot of db/tables as the latest migration left them, for drizzle-kit to compare with', () => {
    const { entries } = readJournal();
    const latest = entries.at(-1)?.tag.slice(0, 4);
    const path = new URL(`./migrations/meta/${latest}_snapshot.json`, import.meta.url);
    const strip = ({ id: _id, prevId: _prevId, ...rest }: Record<string, unknown>) => rest;
    const snapshot = existsSync(path) ? strip(JSON.parse(readFileSync(path, 'utf8'))) : undefined;
    expect(
      snapshot,
      `migrations/meta/${latest}_snapshot.json is missing or out of date: run npm run db:snapshot`,
    ).toEqual(strip(generateDrizzleJson(schema as Record<string, unknown>)));
  });

  it('has a journal dated in order, so the migrator runs every new migration', () => {
    const journal = readJournal();
    const outOfOrder = journal.entries.filter(
      (e, i) => i > 0 && e.when <= (journal.entries[i - 1]?.when ?? 0),
    );
    expect(outOfOrder.map((e) => e.tag)).toEqual([]);
  });
});
