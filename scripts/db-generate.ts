// npm run db:generate -- --name <what>: drizzle-kit writes the next migration's SQL, snapshot and journal
// entry from the difference between db/tables and the latest snapshot in db/migrations/meta. Then the
// new journal entries are dated after the one before: the migrator runs only migrations dated after the
// last one a database has, and the hand-written entries before this script were dated ahead of the clock.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

type Journal = { entries: { when: number; tag: string }[] };

const root = resolve(import.meta.dirname, '..');
const journalPath = resolve(root, 'apps/api/src/db/migrations/meta/_journal.json');
const readJournal = (): Journal => JSON.parse(readFileSync(journalPath, 'utf8'));

const before = readJournal().entries.length;
const kit = spawnSync(
  'npx',
  ['drizzle-kit', 'generate', '--config', 'apps/api/drizzle.config.ts', ...process.argv.slice(2)],
  // No terminal: drizzle-kit asks only when a change could be a rename (a table or column both dropped
  // and added); make the drop and the add two migrations, or run drizzle-kit in a terminal to answer.
  { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
);
if (kit.status !== 0) process.exit(kit.status ?? 1);

const journal = readJournal();
journal.entries.forEach((entry, index) => {
  const previous = journal.entries[index - 1];
  if (index >= before && previous && entry.when <= previous.when) entry.when = previous.when + 1;
});
writeFileSync(journalPath, `${JSON.stringify(journal, null, 2)}\n`);
for (const entry of journal.entries.slice(before))
  console.log(`Journal entry ${entry.tag} dated ${new Date(entry.when).toISOString()}`);
