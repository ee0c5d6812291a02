import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';

/**
 * Counts a completed first chat (the client dashboard and next steps depend on completed_calls).
 * A client nobody had taken on becomes the caseload of the coach who had the chat.
 */
export async function markFirstChatDone(db: Executor, clientId: number, staffId: number): Promise<number> {
  const [row] = await db
    .update(clients)
    .set({
      completedCalls: sql`${clients.completedCalls} + 1`,
      coachId: sql`coalesce(${clients.coachId}, ${staffId})`,
      updatedAt: new Date(),
    })
    .where(eq(clients.id, clientId))
    .returning({ completedCalls: clients.completedCalls });
  if (!row) throw notFound();
  return row.completedCalls;
}
