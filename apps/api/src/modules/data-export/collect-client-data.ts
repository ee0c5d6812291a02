import { SERVICE_NAME } from '@coaching/shared/constants';
import { eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { CLIENT_DATA } from '../../db/client-data/register.ts';
import { fieldOf, type Shown, type Subject } from '../../db/client-data/rules.ts';
import { subjectColumns } from '../../db/client-data/subject-columns.ts';
import { clients, messages, sessions } from '../../db/schema.ts';
import { coachesInMoves } from '../staff-audit/record-coach-moves.ts';
import { type Labels, loadLookups } from './load-lookups.ts';

type Row = Record<string, unknown>;

/** One table's rows (or the coaches worked out from them), with the label of each column shown. */
export type ExportSection = { key: string; title: string; labels: Record<string, string>; rows: Row[] };

export type ClientData = {
  service: string;
  client_number: number;
  generated_at: string;
  sections: ExportSection[];
};

async function findSubject(db: Executor, clientId: number): Promise<Subject | undefined> {
  const [row] = await db.select(subjectColumns).from(clients).where(eq(clients.id, clientId));
  return row;
}

/** The columns shown, with codes kept and their words beside them as `<column>_label`. */
function pick(row: Row, shown: [string, Shown][], labels: Labels): Row {
  const out: Row = {};
  for (const [column, shownAs] of shown) {
    const field = fieldOf(column, shownAs);
    out[field] = row[column] ?? null;
    if (shownAs.lookup) out[`${field}_label`] = labels(shownAs.lookup, row[column]) ?? null;
  }
  return out;
}

/** The coach now, whoever held a session or wrote a message, and every coach the client was moved from or to. */
async function coachesSection(db: Executor, subject: Subject, labels: Labels): Promise<ExportSection> {
  const ids = await queryRows<{ id: number }>(
    db,
    sql`select id from (select ${clients.coachId} as id from ${clients} where ${clients.id} = ${subject.id}
        union select ${sessions.coachId} from ${sessions} where ${sessions.clientId} = ${subject.id}
        union select ${messages.staffId} from ${messages} where ${messages.clientId} = ${subject.id} and ${messages.isCoach}
        union ${coachesInMoves(subject.id)}
      ) coaches where id is not null order by id`,
  );
  return {
    key: 'coaches',
    title: 'Coaches you have had',
    labels: { staff_id: 'Coach' },
    rows: ids.map(({ id }) => ({ staff_id: id, staff_id_label: labels('staff', id) ?? null })),
  };
}

/**
 * Everything held about a client, read from the client-data register: each table's rows with the
 * columns it marks shown (the hidden ones are listed there with the reason). Both exports use it.
 */
export async function collectClientData(
  db: Executor,
  clientId: number,
  now = new Date(),
): Promise<ClientData | undefined> {
  const subject = await findSubject(db, clientId);
  if (!subject) return undefined;
  const labels = await loadLookups(db, subject);
  const sections: ExportSection[] = [];
  for (const [table, rule] of Object.entries(CLIENT_DATA)) {
    const shown = Object.entries(rule.columns).flatMap(([column, { export: e }]): [string, Shown][] =>
      'hidden' in e ? [] : [[column, e]],
    );
    if (shown.length === 0) continue;
    const name = sql.identifier(table);
    const rows = await queryRows<{ row: Row }>(
      db,
      sql`select to_jsonb(${name}) as row from ${name} where ${rule.whose(subject)} order by ${rule.orderBy}`,
    );
    sections.push({
      key: table,
      title: rule.title,
      labels: Object.fromEntries(shown.map(([column, s]) => [fieldOf(column, s), s.label])),
      rows: rows.map(({ row }) => pick(row, shown, labels)),
    });
  }
  sections.push(await coachesSection(db, subject, labels));
  return { service: SERVICE_NAME, client_number: subject.id, generated_at: now.toISOString(), sections };
}
