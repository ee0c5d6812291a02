import { canReschedule } from '@coaching/shared/rules/reschedule-window';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { findSessionOfClient } from './session-repository.ts';

export async function findReschedulableSession(db: Executor, clientId: number, sessionId: number) {
  const session = await findSessionOfClient(db, clientId, sessionId);
  if (!session) throw notFound('Session not found');
  if (!canReschedule(session)) {
    throw conflict(
      session.type === 'month check-in'
        ? 'Month check-ins cannot be rescheduled'
        : 'Only upcoming sessions can be rescheduled',
    );
  }
  return session;
}
