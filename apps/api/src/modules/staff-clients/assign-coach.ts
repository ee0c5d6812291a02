import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, staff } from '../../db/schema.ts';
import { fieldError, forbidden } from '../../lib/http-errors.ts';
import { recordCoachMoves } from '../staff-audit/record-coach-moves.ts';
import type { StaffCaller } from '../staff-caseload/caseload.ts';
import { moveUpcomingSessions } from '../staff-sessions/sessions-follow-client.ts';

/**
 * A coach can take on a client from the intake pool or hand their own back to it; only an
 * administrator can give a client to someone else. The client's upcoming sessions go with them.
 */
export async function assignCoach(
  db: Db,
  caller: StaffCaller,
  clientId: number,
  coachId: number | null,
): Promise<{ id: number; name: string } | null> {
  if (caller.role !== 'admin' && coachId !== null && coachId !== caller.staffId) {
    throw forbidden('Only an administrator can give a client to another coach');
  }
  let coach: { id: number; name: string } | null = null;
  if (coachId !== null) {
    const [row] = await db
      .select({ id: staff.id, name: staff.name })
      .from(staff)
      .where(and(eq(staff.id, coachId), eq(staff.active, true)))
      .limit(1);
    if (!row) throw fieldError('coach_id', 'Choose a coach');
    coach = row;
  }
  await db.transaction(async (tx) => {
    await recordCoachMoves(tx, {
      staffId: caller.staffId,
      clientIds: [clientId],
      toCoachId: coachId,
      action: 'changed coach',
    });
    await tx.update(clients).set({ coachId, updatedAt: new Date() }).where(eq(clients.id, clientId));
    await moveUpcomingSessions(tx, [clientId], coachId);
  });
  return coach;
}
