import type { SelfLogMeasure } from '@coaching/shared/rules/self-log';
import type { SelfLogTarget } from '@coaching/shared/schemas/self-log-targets';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { isoTime } from '../../db/iso-time.ts';
import { selfLogTargets, staff } from '../../db/schema.ts';

/** The client's targets with who set them, in the order of the measures. */
export async function listTargets(db: Executor, clientId: number): Promise<SelfLogTarget[]> {
  const rows = await db
    .select({
      measure: selfLogTargets.measure,
      value: selfLogTargets.value,
      setBy: staff.name,
      updatedAt: selfLogTargets.updatedAt,
    })
    .from(selfLogTargets)
    .leftJoin(staff, eq(staff.id, selfLogTargets.setBy))
    .where(eq(selfLogTargets.clientId, clientId));
  return rows.map((row) => ({
    measure: row.measure as SelfLogMeasure,
    value: row.value,
    set_by: row.setBy,
    updated_at: isoTime(row.updatedAt),
  }));
}

export async function upsertTarget(
  db: Executor,
  target: { clientId: number; measure: SelfLogMeasure; value: number; setBy: number },
): Promise<void> {
  await db
    .insert(selfLogTargets)
    .values(target)
    .onConflictDoUpdate({
      target: [selfLogTargets.clientId, selfLogTargets.measure],
      set: { value: target.value, setBy: target.setBy, updatedAt: sql`now()` },
    });
}

/** Whether there was a target to remove. */
export async function deleteTarget(
  db: Executor,
  clientId: number,
  measure: SelfLogMeasure,
): Promise<boolean> {
  const removed = await db
    .delete(selfLogTargets)
    .where(and(eq(selfLogTargets.clientId, clientId), eq(selfLogTargets.measure, measure)))
    .returning({ measure: selfLogTargets.measure });
  return removed.length > 0;
}
