import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients } from '../../db/schema.ts';
import { conflict } from '../../lib/http-errors.ts';

export const FIRST_CHAT_DONE = 'The first chat is already recorded for this client';

/** The audit log's action for it: the report counts first chats, and how soon they came, from these. */
export const FIRST_CHAT_AUDIT = 'marked first chat done';

/**
 * Counts a completed first chat (the client dashboard and next steps depend on completed_calls).
 * A client nobody had taken on becomes the caseload of the coach who had the chat. Only once: a
 * second click would count a chat that did not happen in the statistics.
 */
export async function markFirstChatDone(db: Executor, clientId: number, staffId: number): Promise<number> {
  const [row] = await db
    .update(clients)
    .set({
      completedCalls: sql`${clients.completedCalls} + 1`,
      coachId: sql`coalesce(${clients.coachId}, ${staffId})`,
      updatedAt: new Date(),
    })
    .where(and(eq(clients.id, clientId), eq(clients.completedCalls, 0)))
    .returning({ completedCalls: clients.completedCalls });
  if (!row) throw conflict(FIRST_CHAT_DONE);
  return row.completedCalls;
}
