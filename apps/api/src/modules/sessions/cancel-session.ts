import { canCancel } from '@coaching/shared/rules/reschedule-window';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { findSessionOfClient, markSessionCancelled } from './session-repository.ts';

export async function cancelSession(db: Db, clientId: number, sessionId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const session = await findSessionOfClient(tx, clientId, sessionId);
    if (!session) throw notFound('Session not found');
    if (!canCancel(session)) throw conflict('Only upcoming sessions can be cancelled');
    await markSessionCancelled(tx, sessionId);
  });
}
