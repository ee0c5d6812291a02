// npm run db:snapshot: writes the snapshot of the latest migration (meta/NNNN_snapshot.json) from
// db/tables, which drizzle-kit compares the tables with to write the next migration. For migrations
// written by hand (or merged from another branch): run it once the test tables-match-migrations passes.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { generateDrizzleJson } from 'drizzle-kit/api';
import * as schema from '../apps/api/src/db/schema.ts';

const meta = resolve(import.meta.dirname, '../apps/api/src/db/migrations/meta');
const journal: { entries: { tag: string }[] } = JSON.parse(readFileSync(`${meta}/_journal.json`, 'utf8'));
const latest = journal.entries.at(-1)?.tag.slice(0, 4) ?? '0000';
const snapshots = readdirSync(meta)
  .filter((name) => name.endsWith('_snapshot.json'))
  .sort();
const target = `${latest}_snapshot.json`;
const previous = snapshots.filter((name) => name !== target).at(-1);
const existing = snapshots.includes(target)
  ? JSON.parse(readFileSync(`${meta}/${target}`, 'utf8'))
  : undefined;
const prevId =
  existing?.prevId ?? (previous ? JSON.parse(readFileSync(`${meta}/${previous}`, 'utf8')).id : undefined);
const snapshot = {
  ...generateDrizzleJson(schema as Record<string, unknown>, prevId),
  ...(existing ? { id: existing.id } : {}),
};
writeFileSync(`${meta}/${target}`, `${JSON.stringify(snapshot, null, 2)}\n`);
console.log(`Wrote migrations/meta/${target}`);
