import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, staff } from '../../db/schema.ts';
import { fieldError } from '../../lib/http-errors.ts';
import { recordCoachMoves } from '../staff-audit/record-coach-moves.ts';
import { moveUpcomingSessions } from '../staff-sessions/sessions-follow-client.ts';

/**
 * An administrator hands several open clients to one coach (leave, leavers), or back to the pool,
 * with their upcoming sessions, all or nothing; each client's change is audited, from whom to whom.
 */
export async function bulkReassign(db: Db, adminId: number, clientIds: number[], coachId: number | null) {
  return db.transaction(async (tx) => {
    if (coachId !== null) {
      const [coach] = await tx
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.id, coachId), eq(staff.active, true)));
      if (!coach) throw fieldError('coach_id', 'Choose a coach');
    }
    const open = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(inArray(clients.id, clientIds), isNull(clients.closedAt)));
    if (open.length !== clientIds.length) {
      throw fieldError('client_ids', 'Some of these clients do not exist or their accounts are closed');
    }
    await recordCoachMoves(tx, {
      staffId: adminId,
      clientIds,
      toCoachId: coachId,
      action: 'changed coach (bulk)',
    });
    await tx.update(clients).set({ coachId, updatedAt: new Date() }).where(inArray(clients.id, clientIds));
    await moveUpcomingSessions(tx, clientIds, coachId);
    return clientIds.length;
  });
}
