import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { versionEtag } from '../../lib/conditional-write.ts';

type Versioned = { id: number; status: string; due_date: string; time: string };

/**
 * A session's version, as the client's and the coach's lists give it: its day, time and status, what
 * a move, a reschedule and a status change replace. A note added to it leaves the version as it was.
 */
export const sessionVersion = ({ id, status, due_date, time }: Versioned): string =>
  versionEtag('session', { id, status, due_date, time });

/** The session's version with its row locked, for writeIfCurrent; null when the client has no such session. */
export async function lockedSessionVersion(tx: Tx, clientId: number, sessionId: number) {
  const [row] = await tx
    .select({ id: sessions.id, status: sessions.status, due_date: sessions.dueDate, time: sessions.time })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.clientId, clientId)))
    .for('update');
  return row ? sessionVersion(row) : null;
}
