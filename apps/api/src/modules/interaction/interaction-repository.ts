import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients, feedback, helpMessages, sessions } from '../../db/schema.ts';

export async function insertFeedback(
  db: Executor,
  row: { clientId: number; topic: string; rating: number | null; comments: string },
): Promise<void> {
  await db.insert(feedback).values(row);
}

export async function insertHelpMessage(
  db: Executor,
  row: { clientId: number; message: string },
): Promise<void> {
  await db.insert(helpMessages).values(row);
}

/**
 * Remembers that a dashboard prompt was answered: "chat" once the client has had a call, a session
 * only when it is one of theirs, so the list stays bounded by their own calls and sessions.
 */
export async function rememberPromptAnswered(db: Executor, clientId: number, prompt: string): Promise<void> {
  const sessionId = prompt.startsWith('session-') ? Number(prompt.slice('session-'.length)) : null;
  const owned =
    sessionId === null
      ? sql`true`
      : sql`exists (select 1 from ${sessions} where ${sessions.id} = ${sessionId} and ${sessions.clientId} = ${clientId})`;
  await db
    .update(clients)
    .set({ feedbackPromptsAnswered: sql`array_append(${clients.feedbackPromptsAnswered}, ${prompt})` })
    .where(
      and(eq(clients.id, clientId), sql`not (${prompt} = any(${clients.feedbackPromptsAnswered}))`, owned),
    );
}
