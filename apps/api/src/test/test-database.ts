import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, newPglite, openPglite, openPostgres } from '../db/client.ts';
import { seedDemoData } from '../db/seed/seed-demo-data.ts';

/**
 * A fresh, migrated and seeded database per test file. PGlite: one template per worker, copied
 * with clone(). PostgreSQL (TEST_DATABASE_URL): one template database, copied with CREATE DATABASE.
 */
let pgliteTemplate: Promise<PGlite> | undefined;

async function buildPgliteTemplate(): Promise<PGlite> {
  const client = newPglite();
  const database = openPglite(client);
  await database.migrate();
  await seedDemoData(database.db);
  return client;
}

async function freshPglite(): Promise<Database> {
  pgliteTemplate ??= buildPgliteTemplate();
  const copy = (await (await pgliteTemplate).clone()) as PGlite;
  return openPglite(copy);
}

const TEMPLATE_DB = 'coaching_test_template';

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function urlFor(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Run once before the PostgreSQL test pass (vitest globalSetup). */
export async function preparePostgresTemplate(url: string): Promise<void> {
  await withAdmin(url, async (admin) => {
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
  });
  const database = openPostgres(urlFor(url, TEMPLATE_DB));
  await database.migrate();
  await seedDemoData(database.db);
  await database.close();
}

async function freshPostgres(url: string): Promise<Database> {
  const name = `coaching_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (admin) => admin.query(`create database ${name} template ${TEMPLATE_DB}`));
  const database = openPostgres(urlFor(url, name));
  return {
    ...database,
    close: async () => {
      await database.close();
      await withAdmin(url, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export function freshDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? freshPostgres(url) : freshPglite();
}
