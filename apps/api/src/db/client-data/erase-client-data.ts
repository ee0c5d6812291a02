import { sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { CLIENT_DATA } from './register.ts';
import type { Subject } from './rules.ts';

/**
 * Erases what the client-data register marks erased: deletes the rows of tables whose rows go, then
 * empties (or reduces) the erased columns of the rows kept. Deletes first, so the columns triggers
 * work out from deleted rows are already empty when the kept rows are written.
 */
export async function eraseClientData(db: Executor, subject: Subject): Promise<void> {
  const rules = Object.entries(CLIENT_DATA);
  for (const [name, rule] of rules) {
    if (rule.onClosure !== 'delete rows') continue;
    await db.execute(sql`delete from ${sql.identifier(name)} where ${rule.whose(subject)}`);
  }
  for (const [name, rule] of rules) {
    if (rule.onClosure !== 'keep rows') continue;
    const sets = Object.entries(rule.columns)
      .filter(([, column]) => column.fate === 'erased' || column.to)
      .map(([column, { to }]) => sql`${sql.identifier(column)} = ${to ? to(subject) : sql`null`}`);
    if (sets.length === 0) continue;
    await db.execute(
      sql`update ${sql.identifier(name)} set ${sql.join(sets, sql`, `)} where ${rule.whose(subject)}`,
    );
  }
}
