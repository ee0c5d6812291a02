import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import type { StaffRole } from '../../plugins/auth.ts';

export type StaffCaller = { staffId: number; role: StaffRole };
/** A caller, or for a statement built once per role, the role and CALLER_ID. */
export type CaseloadOwner = { staffId: number | SQL; role: StaffRole };

/**
 * A coach's caseload is their own clients plus the open clients nobody has taken on yet (the intake
 * pool every coach works from); an administrator sees every client. A closed case with no coach is
 * nobody's work: it stays out of every coach's lists and searches (the column in_pool, with its
 * statistics and the partial index clients_open_pool, keeps the pool's half of this condition small
 * however many cases have closed).
 */
export function caseloadCondition(caller: CaseloadOwner): SQL | undefined {
  if (caller.role === 'admin') return undefined;
  return or(eq(clients.coachId, caller.staffId), sql`${clients.inPool}`);
}

export async function findCaseloadClient(db: Executor, caller: StaffCaller, clientId: number) {
  const [row] = await db
    .select({ id: clients.id, coachId: clients.coachId, closedAt: clients.closedAt })
    .from(clients)
    .where(and(eq(clients.id, clientId), caseloadCondition(caller)))
    .limit(1);
  return row;
}
