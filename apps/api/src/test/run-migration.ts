import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/** Runs migration `tag` (e.g. "0010_client_contact") again, statement by statement, as the migrator does. */
export async function runMigration(db: Executor, tag: string): Promise<void> {
  const migration = readFileSync(new URL(`../db/migrations/${tag}.sql`, import.meta.url), 'utf8');
  for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
}
