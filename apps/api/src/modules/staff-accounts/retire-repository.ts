import { todayIso } from '@coaching/shared/rules/dates';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { clients, staff } from '../../db/schema.ts';

/**
 * The open clients a retiring coach leaves: their own, and those in the pool with an upcoming session
 * booked with them. Oldest first, so the spread is stable.
 */
export async function listClientsToPlace(tx: Executor, coachId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select c.id from clients c
        where c.closed_at is null
          and (c.coach_id = ${coachId}
            or (c.coach_id is null and exists (select 1 from sessions s where s.client_id = c.id
              and s.coach_id = ${coachId} and s.status = 'due' and s.due_date >= ${todayIso()})))
        order by c.id
        for no key update of c`,
  );
  return rows.map((r) => r.id);
}

/** The chosen colleagues who are active, with their open caseloads, in the order chosen. */
export async function listActiveCaseloads(tx: Executor, staffIds: readonly number[]) {
  const rows = await tx
    .select({
      id: staff.id,
      caseload: sql<number>`(select count(*)::int from clients c where c.coach_id = "staff"."id" and c.closed_at is null)`,
    })
    .from(staff)
    .where(and(inArray(staff.id, [...staffIds]), eq(staff.active, true)));
  return staffIds.flatMap((id) => {
    const row = rows.find((r) => r.id === id);
    return row ? [{ id: row.id, caseload: Number(row.caseload) }] : [];
  });
}

export async function setClientCoach(tx: Executor, clientId: number, coachId: number): Promise<void> {
  await tx.update(clients).set({ coachId, updatedAt: new Date() }).where(eq(clients.id, clientId));
}

/** Upcoming sessions still booked with the retiring coach go to their client's coach. */
export async function sendSessionsToClientsCoach(tx: Executor, coachId: number): Promise<void> {
  await tx.execute(
    sql`update sessions s set coach_id = c.coach_id, updated_at = now()
        from clients c
        where s.client_id = c.id and s.coach_id = ${coachId} and s.status = 'due'
          and s.due_date >= ${todayIso()} and c.coach_id is not null`,
  );
}
