import { randomBytes } from 'node:crypto';
import { FIRST_CHECK_ANSWERS } from '@coaching/shared/test/assessment-examples';
import { type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../db/client.ts';
import { CLIENT_DATA } from '../db/client-data/register.ts';
import type { Subject } from '../db/client-data/rules.ts';
import { TABLE_CONFIGS } from '../db/client-data/table-configs.ts';

export type Row = Record<string, unknown>;

const tableConfigs = new Map(TABLE_CONFIGS.map((config) => [config.name, config]));

const SUBJECT_VALUES: Record<string, unknown> = {
  'clients.dob': '1980-06-15',
  'clients.postcode': 'DT1 1XJ',
  'clients.phone_number': '07700 900123',
  // Rows no foreign key ties to the client: the audit log's client id and the outbox's address.
  'audit_log.client_id': 'client',
  'idempotency_keys.client_id': 'client',
  // A check as stored, so the export can put its answers beside their questions and word its results.
  'assessments.answers': JSON.stringify(FIRST_CHECK_ANSWERS),
  'assessments.stats': JSON.stringify({ bmi: 29.4, activity: 90, smoking: 0, alcohol: 6 }),
  'assessments.messages': JSON.stringify({
    activity: {
      title: 'Your activity',
      overview: 'You are active for 1 hour 30 minutes a week.',
      message: 'Well done.',
    },
  }),
};

/** A value of the column's type that no default or closure would give it. */
function valueFor(table: string, column: PgColumn, unique: string): SQL {
  const enumValues = column.enumValues;
  switch (column.columnType) {
    case 'PgInteger':
    case 'PgSmallInt':
      return sql`${1}`;
    case 'PgBoolean':
      return sql`true`;
    case 'PgDateString':
      return sql`${'2024-03-04'}::date`;
    case 'PgTimestamp':
      return sql`${'2024-03-04T10:11:12Z'}::timestamptz`;
    case 'PgJsonb':
      return sql`${JSON.stringify({ filled: table })}::jsonb`;
    case 'PgDoublePrecision':
      return sql`${27.5}`;
    case 'PgArray':
      return sql`array[${`${column.name} ${unique}`}]::text[]`;
    default:
      return enumValues?.length ? sql`${enumValues[0]}` : sql`${`${table}.${column.name} ${unique}`}`;
  }
}

/** The first code of a column the register words (goals, days, kinds), so the export can word it. */
function wordedCode(table: string, column: string): string | undefined {
  const shown = CLIENT_DATA[table]?.columns[column]?.export;
  if (!shown || 'hidden' in shown || typeof shown.lookup !== 'object' || !('words' in shown.lookup)) return;
  return Object.keys(shown.lookup.words)[0];
}

async function anyIdOf(db: Executor, table: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`select min(id) as id from ${sql.identifier(table)}`);
  if (row?.id === undefined || row.id === null) throw new Error(`no ${table} row to refer to`);
  return row.id;
}

/**
 * A new client with one row in every table of the client-data register and every column filled (a
 * value no default gives), for the tests of closure and export. Foreign keys point at the rows made
 * here, or at any row of a table the register does not hold (staff, techniques, content).
 */
export async function fillClientData(db: Executor): Promise<{ subject: Subject; rows: Map<string, Row> }> {
  const unique = randomBytes(4).toString('hex');
  const made = new Map<string, Row>();
  const email = `filled.${unique}@example.com`;
  for (const table of Object.keys(CLIENT_DATA)) {
    const config = tableConfigs.get(table);
    if (!config) throw new Error(`${table} is in the register but not in db/tables`);
    const references = new Map<string, string>();
    for (const key of config.foreignKeys) {
      const reference = key.reference();
      const [column] = reference.columns;
      if (column) references.set(column.name, getTableConfig(reference.foreignTable).name);
    }
    const names: SQL[] = [];
    const values: SQL[] = [];
    for (const column of config.columns) {
      if (column.generated || column.columnType === 'PgSerial') continue;
      const key = `${table}.${column.name}`;
      const target = SUBJECT_VALUES[key] === 'client' ? 'clients' : references.get(column.name);
      const code = wordedCode(table, column.name);
      let value: SQL;
      if (target) value = sql`${made.get(target)?.id ?? (await anyIdOf(db, target))}`;
      else if (key === 'clients.email' || key === 'outbox.recipient') value = sql`${email}`;
      else if (key in SUBJECT_VALUES) value = sql`${SUBJECT_VALUES[key]}`;
      else if (code !== undefined && column.columnType === 'PgArray') value = sql`array[${code}]::text[]`;
      else if (code !== undefined && column.columnType === 'PgText') value = sql`${code}`;
      else value = valueFor(table, column, unique);
      names.push(sql`${sql.identifier(column.name)}`);
      values.push(value);
    }
    const [row] = await queryRows<Row>(
      db,
      sql`insert into ${sql.identifier(table)} (${sql.join(names, sql`, `)}) values (${sql.join(values, sql`, `)}) returning *`,
    );
    if (!row) throw new Error(`no ${table} row made`);
    made.set(table, row);
  }
  const client = made.get('clients') as Row;
  const subject = {
    id: client.id as number,
    email,
    phone: client.phone_number as string,
    dob: client.dob as string,
    postcode: client.postcode as string,
  };
  return { subject, rows: made };
}
