import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DEFAULT_MIGRATIONS_DIR } from '../config.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept the database or an open transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export function openPostgres(url: string, migrationsFolder = DEFAULT_MIGRATIONS_DIR): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (restart, failover, a dropped database) is already out of
  // the pool, which opens a new one when needed; without a listener the event would end the process.
  pool.on('error', (error) =>
    console.warn(`PostgreSQL closed an idle connection (${(error as { code?: string }).code ?? error.name})`),
  );
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

export function openPglite(client: PGlite, migrationsFolder = DEFAULT_MIGRATIONS_DIR): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** An embedded PostgreSQL with the extensions the migrations create (pg_trgm for name search). */
export const newPglite = (dataDir?: string) =>
  new PGlite({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });

export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  migrationsDir: string;
}): Database {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.migrationsDir)
    : openPglite(newPglite(options.dataDir), options.migrationsDir);
}

/** Raw SQL rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A query built and prepared once per database or transaction, for the lookups that run on nearly
 * every request: PostgreSQL then skips parsing and planning them.
 */
export function preparedOnce<T>(build: (db: Executor) => T): (db: Executor) => T {
  const cache = new WeakMap<Executor, T>();
  return (db) => {
    let query = cache.get(db);
    if (!query) {
      query = build(db);
      cache.set(db, query);
    }
    return query;
  };
}
