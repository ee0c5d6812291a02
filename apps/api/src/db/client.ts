import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type ExtractTablesWithRelations, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DEFAULT_MIGRATIONS_DIR } from '../config/code-paths.ts';
import {
  type ClientChanges,
  listenOnConnection,
  listenToPglite,
  listenToPostgres,
  newChangeFeed,
} from './client-changes.ts';
import * as schema from './schema.ts';
import { syncTechniqueLibrary } from './sync-technique-library.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept the database or an open transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Notices of changes to clients' data, for answers kept in memory (client-changes.ts). */
  changes: ClientChanges;
  /** Runs the SQL migrations, then writes the technique library (sync-technique-library.ts). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process sharing the database runs its own (start-up: migrations,
   * resealing, the demo seed). The next process waits and then finds nothing left to do.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** pg_advisory_lock's key for start-up work: any fixed number no other lock of this service uses. */
const STARTUP_LOCK = 7_301_230_017;

export function openPostgres(url: string, migrationsFolder = DEFAULT_MIGRATIONS_DIR): Database {
  // No parallel plans and no JIT compiling on the service's connections. Its queries are small and many
  // run at once, so a worker only takes a core from another request, and a plan made parallel on a
  // wrong estimate (the open pool, thought to hold 1,400 clients when it held none) turned a coach's
  // 1 ms query into 10 ms. A prepared statement's generic plan can cost more than jit_above_cost on
  // paper (a coach's sessions on a day, when the coach has 200,000 over the years), and PostgreSQL
  // then compiles it again on every run: 20-50 ms to run a list that reads itself in under 1 ms.
  const changes = newChangeFeed();
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: '-c max_parallel_workers_per_gather=0 -c jit=off',
    onConnect: listenOnConnection(changes),
  });
  const listener = listenToPostgres(url, changes);
  // An idle connection the server closes (restart, failover, a dropped database) is already out of
  // the pool, which opens a new one when needed; without a listener the event would end the process.
  pool.on('error', (error) =>
    console.warn(`PostgreSQL closed an idle connection (${(error as { code?: string }).code ?? error.name})`),
  );
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    changes,
    migrate: async () => {
      await migratePg(db, { migrationsFolder });
      await syncTechniqueLibrary(db);
    },
    // A session lock on a connection of its own, so the work may use any of the pool's others; two
    // processes migrating an empty database at once both created its types, and the second failed.
    exclusively: async (work) => {
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
        }
      } finally {
        holder.release();
      }
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

export function openPglite(client: PGlite, migrationsFolder = DEFAULT_MIGRATIONS_DIR): Database {
  const db = drizzlePglite({ client, schema });
  const changes = newChangeFeed();
  // Without the notices nothing is kept in memory (the feed stays not live): slower, never stale.
  const listening = listenToPglite(client, changes).catch((error: unknown) =>
    console.warn(`Not listening for client changes (${(error as Error).message})`),
  );
  return {
    db,
    kind: 'pglite',
    changes,
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await syncTechniqueLibrary(db);
    },
    // An embedded database belongs to one process.
    exclusively: (work) => work(),
    close: async () => {
      await listening;
      await client.close();
    },
  };
}

/** An embedded PostgreSQL with the extensions the migrations create (pg_trgm and unaccent for name search). */
export const newPglite = (dataDir?: string) =>
  new PGlite({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm, unaccent } });

export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  migrationsDir: string;
}): Database {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.migrationsDir)
    : openPglite(newPglite(options.dataDir), options.migrationsDir);
}

const dialect = new PgDialect();

/** A statement's name from its text: the same query gets the same name on every connection. */
const statementName = (text: string) => `q${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

/**
 * Raw SQL rows; both drivers answer `{ rows }`. The statement is named after its text, so a
 * connection parses it once and PostgreSQL may keep its plan (planning was half the time of the
 * staff lists). The text must not vary with the values: a list is one array parameter (`= any(...)`).
 */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const result = await db._.session.prepareQuery(built, undefined, statementName(built.sql), false).execute();
  return (result as { rows: T[] }).rows;
}

/**
 * A placeholder the planner does not look into: `(select $n::type)`. A statement built once and run
 * for every caller (listsStatement, preparedOnce) is best planned once for all of them. Shown the
 * values, PostgreSQL may judge a plan made for one caller cheaper than the shared plan (a coach whose
 * sessions the statistics say are fewer than most) and then plan the statement again on every run,
 * which for My day's thirty tables cost more than running it (3-5 ms a load). Behind a sub-select
 * every value costs the same, so the shared plan is kept.
 */
export function opaquePlaceholder(name: string, type: 'int' | 'date' | 'timestamptz'): SQL {
  return sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;
}

type Prepared = { built: ReturnType<PgDialect['sqlToQuery']>; name: string };

/**
 * Several lists in one statement, so one round trip and one prepared plan: each query's rows come
 * back as a JSON array in the query's own order (an aggregate over a sorted subquery keeps it), with
 * JSON's values: times as ISO text. The statement is built once for each key (the caller's role,
 * where the lists differ by role), with placeholders (sql.placeholder) that each run fills: building
 * a worklist's text cost as much as reading its answer. `write` is a statement run with the read, such
 * as its audit record: the two happen together or not at all, in one round trip.
 */
export function listsStatement<Key extends string, Lists extends Record<string, unknown[]>>(
  queriesFor: (key: Key) => Record<keyof Lists & string, SQL>,
  write?: SQL,
): (db: Executor, key: Key, values: Record<string, unknown>) => Promise<Lists> {
  const made = new Map<Key, Prepared>();
  const prepare = (key: Key): Prepared => {
    const columns = Object.entries<SQL>(queriesFor(key)).map(
      ([name, query]) =>
        sql`(select coalesce(json_agg(l), '[]'::json) from (${query}) l) as ${sql.identifier(name)}`,
    );
    const lists = sql`select ${sql.join(columns, sql`, `)}`;
    const built = dialect.sqlToQuery(write ? sql`with written as (${write}) ${lists}` : lists);
    const prepared = { built, name: statementName(built.sql) };
    made.set(key, prepared);
    return prepared;
  };
  return async (db, key, values) => {
    const { built, name } = made.get(key) ?? prepare(key);
    const result = await db._.session.prepareQuery(built, undefined, name, false).execute(values);
    return (result as { rows: Lists[] }).rows[0] as Lists;
  };
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
