import type { Executor } from '../../db/client.ts';
import { feedback, helpMessages } from '../../db/schema.ts';

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
