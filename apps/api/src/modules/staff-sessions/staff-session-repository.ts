import type { SessionStatus, SessionType, TimeOfDay } from '@coaching/shared/constants';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessionNotes, sessions } from '../../db/schema.ts';

/** How many upcoming sessions the coach has in the band on that day (besides session `except`). */
export async function countBooked(
  db: Executor,
  coachId: number,
  slot: { day: string; time: TimeOfDay },
  except?: number,
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.coachId, coachId),
        eq(sessions.status, 'due'),
        eq(sessions.dueDate, slot.day),
        eq(sessions.time, slot.time),
        except === undefined ? undefined : ne(sessions.id, except),
      ),
    );
  return row?.count ?? 0;
}

export async function insertSession(
  db: Executor,
  values: { clientId: number; coachId: number; type: SessionType; dueDate: string; time: TimeOfDay },
): Promise<number> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return row.id;
}

export async function findStaffSession(db: Executor, clientId: number, sessionId: number) {
  const [row] = await db
    .select({
      id: sessions.id,
      type: sessions.type,
      status: sessions.status,
      coachId: sessions.coachId,
      day: sessions.dueDate,
      time: sessions.time,
    })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.clientId, clientId)))
    .limit(1);
  return row;
}

export async function setSessionStatus(
  db: Executor,
  sessionId: number,
  status: SessionStatus,
): Promise<void> {
  await db.update(sessions).set({ status, updatedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function insertSessionNote(
  db: Executor,
  { clientId, sessionId }: { clientId: number; sessionId: number },
  note: string,
  date: string,
) {
  await db.insert(sessionNotes).values({ clientId, sessionId, note, date });
}

/** Scoped to the session, which the caller has already found inside the client's record. */
export async function deleteSessionNote(db: Executor, sessionId: number, noteId: number): Promise<boolean> {
  const rows = await db
    .delete(sessionNotes)
    .where(and(eq(sessionNotes.id, noteId), eq(sessionNotes.sessionId, sessionId)))
    .returning({ id: sessionNotes.id });
  return rows.length > 0;
}
