import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import type { StaffRole } from '../../plugins/auth.ts';

export type StaffCaller = { staffId: number; role: StaffRole };

/**
 * A coach's caseload is their own clients plus new registrations nobody has taken on yet (the
 * intake pool every coach works from); an administrator sees every client.
 */
export function caseloadCondition(caller: StaffCaller): SQL | undefined {
  if (caller.role === 'admin') return undefined;
  return or(eq(clients.coachId, caller.staffId), isNull(clients.coachId));
}

export async function findCaseloadClient(db: Executor, caller: StaffCaller, clientId: number) {
  const [row] = await db
    .select({ id: clients.id, coachId: clients.coachId, closedAt: clients.closedAt })
    .from(clients)
    .where(and(eq(clients.id, clientId), caseloadCondition(caller)))
    .limit(1);
  return row;
}
