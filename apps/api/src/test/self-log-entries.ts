import { SELF_LOG_UNITS, type SelfLogMeasure } from '@coaching/shared/rules/self-log';
import type { Db } from '../db/client.ts';
import { selfLogEntries } from '../db/schema.ts';

export type EntryRow = [measure: SelfLogMeasure, day: string, value: number];

/**
 * Self-logged entries written straight into the table, in each measure's first unit, for the staff
 * side's tests: clients write theirs through their own API.
 */
export async function addSelfLogEntries(db: Db, clientId: number, rows: EntryRow[]): Promise<void> {
  if (!rows.length) return;
  await db.insert(selfLogEntries).values(
    rows.map(([measure, day, value]) => ({
      clientId,
      measure,
      day,
      value,
      unit: SELF_LOG_UNITS[measure][0],
    })),
  );
}
