import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { messages } from '../../db/schema.ts';

/** A thank-you needs no answer: the client's unhandled messages stop counting as waiting. */
export async function markMessagesHandled(db: Executor, clientId: number, staffId: number): Promise<void> {
  await db
    .update(messages)
    .set({ handledAt: new Date(), handledBy: staffId })
    .where(and(eq(messages.clientId, clientId), eq(messages.isCoach, false), isNull(messages.handledAt)));
}
