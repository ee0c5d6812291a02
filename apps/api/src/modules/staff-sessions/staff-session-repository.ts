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
      markedAt: sessions.statusMarkedAt,
      markedBy: sessions.statusMarkedBy,
    })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.clientId, clientId)))
    .limit(1);
  return row;
}

/** Held and missed remember when and by whom (`staffId`), for the undo; any other status forgets it. */
export async function setSessionStatus(
  db: Executor,
  sessionId: number,
  status: SessionStatus,
  staffId: number | null = null,
): Promise<void> {
  const now = new Date();
  const marked = status === 'complete' || status === 'missed';
  await db
    .update(sessions)
    .set({
      status,
      updatedAt: now,
      statusMarkedAt: marked ? now : null,
      statusMarkedBy: marked ? staffId : null,
      clientChangedAt: null,
    })
    .where(eq(sessions.id, sessionId));
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

/**
 * The coach has noted that the client moved or cancelled it (My day, "Moved or cancelled by clients"),
 * as a change staff make to it would: the session leaves that list. Its version stays as it was.
 */
export async function noteClientChange(db: Executor, sessionId: number): Promise<void> {
  await db.update(sessions).set({ clientChangedAt: null }).where(eq(sessions.id, sessionId));
}
