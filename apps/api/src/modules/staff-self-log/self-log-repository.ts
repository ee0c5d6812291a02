import type { SelfLogMeasure } from '@coaching/shared/rules/self-log';
import type { StaffSelfLog } from '@coaching/shared/schemas/self-log-targets';
import { sql } from 'drizzle-orm';
import { type Executor, listsStatement, opaquePlaceholder } from '../../db/client.ts';
import { isoTime, type RawTime } from '../../db/iso-time.ts';

type Rows = {
  entries: (Omit<StaffSelfLog['entries'][number], 'measure'> & { measure: SelfLogMeasure })[];
  targets: { measure: SelfLogMeasure; value: number; set_by: string | null; updated_at: RawTime }[];
};

const clientId = opaquePlaceholder('clientId', 'int');

// Entries oldest first (by the unique index on client, measure and day), and the targets, in one statement.
const read = listsStatement<'client', Rows>(() => ({
  entries: sql`select measure, day::text as day, value, unit, note, updated_at > created_at as updated
      from self_log_entries where client_id = ${clientId}
      order by day, measure`,
  targets: sql`select t.measure, t.value, s.name as set_by, t.updated_at
      from self_log_targets t left join staff s on s.id = t.set_by
      where t.client_id = ${clientId}
      order by t.measure`,
}));

/** A client's every self-logged entry and the targets on their plan, for the record's progress tab. */
export async function readStaffSelfLog(db: Executor, id: number): Promise<StaffSelfLog> {
  const rows = await read(db, 'client', { clientId: id });
  return {
    entries: rows.entries,
    targets: rows.targets.map((t) => ({ ...t, updated_at: isoTime(t.updated_at) })),
  };
}
