import {
  measuresOfPathways,
  SELF_LOG_EDIT_DAYS,
  SELF_LOG_MEASURES,
  type SelfLogMeasure,
} from '@coaching/shared/rules/self-log';
import { daysAgo } from '@coaching/shared/rules/self-log-week';
import type { SelfLog, SelfLogEntry } from '@coaching/shared/schemas/self-log';
import { and, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { selfLogEntries } from '../../db/schema.ts';
import { takeTurnsOnClient } from '../../db/take-turns.ts';
import { versionEtag } from '../../lib/conditional-write.ts';
import { type CheckRow, toProgressCheck } from '../progress/progress-repository.ts';

type EntryRow = Omit<SelfLogEntry, 'editable' | 'version'>;

const isMeasure = (value: string): value is SelfLogMeasure => SELF_LOG_MEASURES.some((m) => m === value);

/**
 * An entry's version: what changing it replaces (its value as typed and its note). The value is read
 * through JSON in the list and as a column on its own, so it is compared as a number.
 */
const entryVersion = ({ id, value, unit, detail, note }: EntryRow): string =>
  versionEtag('entry', { id, value: Number(value), unit, detail, note });

export function toEntry(row: EntryRow & { measure: string }, today: string): SelfLogEntry {
  return {
    ...row,
    editable: daysAgo(row.day, today) <= SELF_LOG_EDIT_DAYS,
    version: entryVersion(row),
  };
}

type ClientLogRow = {
  pathways: string[];
  plan_areas: string[];
  weight_metric: string | null;
  first_check: CheckRow | null;
  targets: { measure: string; value: number }[];
  entries: (EntryRow & { measure: string })[];
};

/**
 * Everything the dashboard's week and the progress page need, in one query: the measures the client
 * may record (their pathways), the weight unit of their latest check, the first check, their coach's
 * targets and their entries from `from` to `to`, oldest first.
 */
export async function findClientLog(
  db: Executor,
  clientId: number,
  range: { from: string; to: string },
  today: string,
): Promise<SelfLog | null> {
  const [row] = await queryRows<ClientLogRow>(
    db,
    sql`select c.pathways, ${PLAN_AREAS} as plan_areas,
          (select a.answers->>'weight_metric' from assessments a where a.client_id = c.id
            order by a.created_at desc, a.id desc limit 1) as weight_metric,
          (select json_build_object('kind', a.kind, 'date', (a.created_at at time zone 'Europe/London')::date::text,
              'answers', a.answers, 'stats', a.stats, 'messages', a.messages)
            from assessments a where a.client_id = c.id order by a.created_at, a.id limit 1) as first_check,
          coalesce((select json_agg(json_build_object('measure', t.measure, 'value', t.value) order by t.measure)
            from self_log_targets t where t.client_id = c.id), '[]') as targets,
          coalesce((select json_agg(json_build_object('id', e.id, 'measure', e.measure, 'day', e.day::text,
              'value', e.value, 'unit', e.unit, 'detail', e.detail, 'note', e.note) order by e.day, e.measure)
            from self_log_entries e
            where e.client_id = c.id and e.day between ${range.from}::date and ${range.to}::date), '[]') as entries
        from clients c where c.id = ${clientId}`,
  );
  if (!row) return null;
  const first = row.first_check ? toProgressCheck(row.first_check) : null;
  const measures = measuresOfPathways(row.pathways, row.plan_areas);
  return {
    measures,
    weight_unit: row.weight_metric === 'st' ? 'st' : 'kg',
    today,
    first_check: first && {
      date: first.date,
      weight_kg: first.weight_kg,
      activity_minutes: first.activity_minutes,
      units_week: first.units_week,
      cigarettes_day: first.cigarettes_day,
    },
    targets: row.targets.flatMap((t) =>
      isMeasure(t.measure) ? [{ measure: t.measure, value: t.value }] : [],
    ),
    entries: row.entries.flatMap((e) =>
      isMeasure(e.measure) ? [toEntry({ ...e, measure: e.measure }, today)] : [],
    ),
  };
}

const PLAN_AREAS = sql`coalesce((select p.pathways from plans p where p.client_id = c.id limit 1), '{}')`;

/** The measures the client may record (rules/self-log.ts), or null if there is no such client. */
export async function findMeasures(db: Executor, clientId: number): Promise<SelfLogMeasure[] | null> {
  const [row] = await queryRows<{ pathways: string[]; plan_areas: string[] }>(
    db,
    sql`select c.pathways, ${PLAN_AREAS} as plan_areas from clients c where c.id = ${clientId}`,
  );
  return row ? measuresOfPathways(row.pathways, row.plan_areas) : null;
}

export type EntryValues = Pick<EntryRow, 'measure' | 'day' | 'value' | 'unit' | 'detail' | 'note'>;

/** An entry's columns as EntryRow reads them. */
const ENTRY = sql`id, measure, day::text as day, value, unit, detail, note`;
const RETURNING = sql`returning ${ENTRY}`;

/** Records the day's entry of a measure, replacing one already there; says which it did. */
export async function saveEntry(
  db: Executor,
  clientId: number,
  entry: EntryValues,
): Promise<{ row: EntryRow; updated: boolean } | null> {
  const [row] = await queryRows<EntryRow & { updated: boolean }>(
    db,
    sql`insert into self_log_entries (client_id, measure, day, value, unit, detail, note)
        values (${clientId}, ${entry.measure}, ${entry.day}::date, ${entry.value}, ${entry.unit},
          ${entry.detail === null ? null : JSON.stringify(entry.detail)}::jsonb, ${entry.note})
        on conflict (client_id, measure, day) do update set value = excluded.value, unit = excluded.unit,
          detail = excluded.detail, note = excluded.note, updated_at = now()
        ${RETURNING}, (xmax <> 0) as updated`,
  );
  if (!row) return null;
  const { updated, ...rest } = row;
  return { row: rest, updated };
}

/** One of the client's entries; null for another client's or none. */
export async function findEntry(db: Executor, clientId: number, id: number): Promise<EntryRow | null> {
  const [row] = await queryRows<EntryRow>(
    db,
    sql`select ${ENTRY} from self_log_entries
        where id = ${id} and client_id = ${clientId}`,
  );
  return row ?? null;
}

/** The entry's version with its row locked, for writeIfCurrent; null for another client's or none. */
export async function lockedEntryVersion(tx: Executor, clientId: number, id: number): Promise<string | null> {
  const [row] = await queryRows<EntryRow>(
    tx,
    sql`select ${ENTRY} from self_log_entries
        where id = ${id} and client_id = ${clientId} for update`,
  );
  return row ? entryVersion(row) : null;
}

/**
 * The version of the client's entry of a measure on a day, for writeIfCurrent on recording that day
 * (null when the day has none). The client's writes take turns first (db/take-turns.ts): with no
 * entry there is no row to lock, and two saves meant to create it must still take turns.
 */
export async function lockedDayEntryVersion(
  tx: Executor,
  clientId: number,
  { measure, day }: { measure: string; day: string },
): Promise<string | null> {
  await takeTurnsOnClient(tx, clientId);
  const [row] = await queryRows<EntryRow>(
    tx,
    sql`select ${ENTRY} from self_log_entries
        where client_id = ${clientId} and measure = ${measure} and day = ${day}::date for update`,
  );
  return row ? entryVersion(row) : null;
}

export async function updateEntry(
  db: Executor,
  clientId: number,
  id: number,
  entry: EntryValues,
): Promise<EntryRow | null> {
  const [row] = await queryRows<EntryRow>(
    db,
    sql`update self_log_entries set value = ${entry.value}, unit = ${entry.unit},
          detail = ${entry.detail === null ? null : JSON.stringify(entry.detail)}::jsonb, note = ${entry.note},
          updated_at = now()
        where id = ${id} and client_id = ${clientId} ${RETURNING}`,
  );
  return row ?? null;
}

export async function deleteEntry(db: Executor, clientId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(selfLogEntries)
    .where(and(eq(selfLogEntries.id, id), eq(selfLogEntries.clientId, clientId)))
    .returning({ id: selfLogEntries.id });
  return rows.length > 0;
}
