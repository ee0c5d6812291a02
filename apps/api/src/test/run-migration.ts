import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/** Runs migration `tag` (e.g. "0010_client_contact") again, statement by statement, as the migrator does. */
export async function runMigration(db: Executor, tag: string): Promise<void> {
  const migration = readFileSync(new URL(`../db/migrations/${tag}.sql`, import.meta.url), 'utf8');
  for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
}

/**
 * Takes away every column that triggers keep on a client's row, with their functions and triggers, and
 * runs migrations 0010 and 0014 again, as they ran on the data already there.
 */
export async function keepClientRowColumnsAgain(db: Executor): Promise<void> {
  await db.execute(
    sql`alter table clients drop column last_contact_at, drop column contacted_at, drop column waiting_since,
      drop column waiting_latest_at, drop column waiting_preview, drop column open_flags,
      drop column check_bmi, drop column check_alcohol_band`,
  );
  await db.execute(
    sql`drop function refresh_client_contact, refresh_client_flags, refresh_client_of_row cascade`,
  );
  await runMigration(db, '0010_client_contact');
  await runMigration(db, '0014_day_lists_on_client_row');
}
