import { canCancel } from '@coaching/shared/rules/reschedule-window';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { findSessionOfClient, markSessionCancelled } from './session-repository.ts';

/** Run in the caller's transaction (writeIfCurrent), which has checked the version the client saw. */
export async function cancelSession(tx: Executor, clientId: number, sessionId: number): Promise<void> {
  const session = await findSessionOfClient(tx, clientId, sessionId);
  if (!session) throw notFound('Session not found');
  if (!canCancel(session)) throw conflict('Only upcoming sessions can be cancelled');
  await markSessionCancelled(tx, sessionId);
}
