import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../db/client.ts';
import { CLIENT_DATA } from '../../db/client-data/register.ts';
import type { Subject } from '../../db/client-data/rules.ts';
import { fillClientData, type Row } from '../../test/fill-client-data.ts';
import { freshDatabase } from '../../test/test-database.ts';
import { closeClientAccount } from './close-client-account.ts';

let database: Database;
let subject: Subject;
let filled: Map<string, Row>;
beforeAll(async () => {
  database = await freshDatabase();
  ({ subject, rows: filled } = await fillClientData(database.db));
  const [admin] = await queryRows<{ id: number }>(database.db, sql`select min(id) as id from staff`);
  await closeClientAccount(database.db, admin?.id ?? 0, subject.id, '0808 157 0192');
});
afterAll(() => database.close());

/** The filled row as it is after closure: found by its id, or by whose it is when it has none. */
async function rowAfter(table: string, before: Row): Promise<Row | undefined> {
  const rule = CLIENT_DATA[table];
  if (!rule) return undefined;
  const rows = await queryRows<Row>(
    database.db,
    sql`select * from ${sql.identifier(table)} where ${rule.whose(subject)}`,
  );
  return rows.find((row) => !('id' in before) || row.id === before.id);
}

describe('closing an account with every column of every client-data table filled', () => {
  it('deletes the rows of every table whose rows closure deletes', async () => {
    const left = [];
    for (const [table, rule] of Object.entries(CLIENT_DATA)) {
      const before = filled.get(table);
      if (rule.onClosure === 'delete rows' && before && (await rowAfter(table, before))) left.push(table);
    }
    expect(left).toEqual([]);
  });

  it('empties or reduces each erased column and keeps each kept column of the rows kept', async () => {
    const wrong = [];
    for (const [table, rule] of Object.entries(CLIENT_DATA)) {
      const before = filled.get(table);
      if (rule.onClosure !== 'keep rows' || !before) continue;
      const after = await rowAfter(table, before);
      if (!after) {
        wrong.push(`${table}: the row is gone`);
        continue;
      }
      for (const [column, entry] of Object.entries(rule.columns)) {
        let expected: unknown = before[column];
        if (entry.to) {
          const [row] = await queryRows<{ value: unknown }>(
            database.db,
            sql`select ${entry.to(subject)} as value`,
          );
          expected = row?.value;
        } else if (entry.fate === 'erased') expected = null;
        else if (entry.fate === 'not personal' || entry.derived) continue;
        if (JSON.stringify(after[column]) !== JSON.stringify(expected)) {
          wrong.push(
            `${table}.${column} (${entry.fate}): ${JSON.stringify(after[column])}, not ${JSON.stringify(expected)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('leaves nothing of what was typed in a kept row', async () => {
    const client = await rowAfter('clients', filled.get('clients') ?? {});
    const text = JSON.stringify(client);
    expect(text).not.toContain(subject.email);
    expect(text).not.toContain('07700');
    expect(client).toMatchObject({ dob: '1980-01-01', postcode: 'DT1', first_name: 'Closed' });
    expect(client?.closed_at).not.toBeNull();
  });
});
