import { TIMES, type TimeOfDay } from '@coaching/shared/constants';
import { undoDeadline } from '@coaching/shared/rules/session-undo';
import type { SessionView } from '@coaching/shared/schemas/sessions';
import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients, sessionNotes, sessions } from '../../db/schema.ts';
import { takeTurnsOnStaff } from '../../db/take-turns.ts';
import { sessionVersion } from './session-version.ts';

const columns = {
  id: sessions.id,
  type: sessions.type,
  status: sessions.status,
  due_date: sessions.dueDate,
  time: sessions.time,
};
type SessionRow = Omit<SessionView, 'notes' | 'version'>;

const byDateAndTime = (a: SessionRow, b: SessionRow) =>
  a.due_date.localeCompare(b.due_date) || TIMES.indexOf(a.time) - TIMES.indexOf(b.time) || a.id - b.id;

/** Notes carry their id for the staff console; the client's response schema leaves it out. */
export async function listSessions(db: Executor, clientId: number): Promise<StaffSessionView[]> {
  const rows = await db
    .select({ ...columns, markedAt: sessions.statusMarkedAt, markedBy: sessions.statusMarkedBy })
    .from(sessions)
    .where(eq(sessions.clientId, clientId));
  const ids = rows.map((row) => row.id);
  const notes =
    ids.length === 0
      ? []
      : await db
          .select({
            id: sessionNotes.id,
            sessionId: sessionNotes.sessionId,
            date: sessionNotes.date,
            note: sessionNotes.note,
          })
          .from(sessionNotes)
          .where(inArray(sessionNotes.sessionId, ids))
          .orderBy(asc(sessionNotes.date), asc(sessionNotes.id));
  return rows.sort(byDateAndTime).map(({ markedAt, markedBy, ...row }) => ({
    ...row,
    version: sessionVersion(row),
    undo_until: undoDeadline({ status: row.status, markedAt, markedBy })?.toISOString() ?? null,
    marked_by: markedBy,
    notes: notes.filter((n) => n.sessionId === row.id).map(({ id, date, note }) => ({ id, date, note })),
  }));
}

/** Looked up through the caller: another client's session is not found. */
export async function findSessionOfClient(
  db: Executor,
  clientId: number,
  sessionId: number,
): Promise<(SessionRow & { original_due_date: string }) | null> {
  const [row] = await db
    .select({
      ...columns,
      original_due_date: sql<string>`coalesce(${sessions.originalDueDate}, ${sessions.dueDate})`,
    })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

export async function findCoachOfClient(db: Executor, clientId: number): Promise<number | null> {
  const [row] = await db.select({ coachId: clients.coachId }).from(clients).where(eq(clients.id, clientId));
  return row?.coachId ?? null;
}

/** Slots the coach already has an upcoming session in, between two days inclusive. */
export function listBookedSlots(
  db: Executor,
  coachId: number,
  from: string,
  to: string,
): Promise<{ day: string; time: TimeOfDay }[]> {
  return db
    .select({ day: sessions.dueDate, time: sessions.time })
    .from(sessions)
    .where(
      and(eq(sessions.coachId, coachId), eq(sessions.status, 'due'), between(sessions.dueDate, from, to)),
    );
}

/** Who made a change: a client's own move or cancellation is listed for their coach on My day. */
export type ChangedBy = 'client' | 'staff';
const changedBy = (by: ChangedBy, now: Date) => ({ clientChangedAt: by === 'client' ? now : null });

export async function moveSession(
  db: Executor,
  sessionId: number,
  slot: { day: string; time: TimeOfDay; coachId: number },
  by: ChangedBy,
): Promise<void> {
  const now = new Date();
  await db
    .update(sessions)
    .set({
      dueDate: slot.day,
      time: slot.time,
      coachId: slot.coachId,
      originalDueDate: sql`coalesce(${sessions.originalDueDate}, ${sessions.dueDate})`,
      updatedAt: now,
      ...changedBy(by, now),
    })
    .where(eq(sessions.id, sessionId));
}

/** The client's cancellation (staff cancel through setSessionStatus). */
export async function markSessionCancelled(db: Executor, sessionId: number): Promise<void> {
  const now = new Date();
  await db
    .update(sessions)
    .set({ status: 'cancelled', updatedAt: now, ...changedBy('client', now) })
    .where(eq(sessions.id, sessionId));
}

/** The client's upcoming sessions on a day, for the one-session-per-band rule (rules/session-days.ts). */
export async function listClientSessionsOn(db: Executor, clientId: number, day: string) {
  return db
    .select({ id: sessions.id, due_date: sessions.dueDate, time: sessions.time, status: sessions.status })
    .from(sessions)
    .where(and(eq(sessions.clientId, clientId), eq(sessions.dueDate, day), eq(sessions.status, 'due')));
}

/** The client's upcoming sessions from one day to another, for their calendar. */
export async function listClientSessionsBetween(db: Executor, clientId: number, from: string, to: string) {
  return db
    .select({ id: sessions.id, due_date: sessions.dueDate, time: sessions.time, status: sessions.status })
    .from(sessions)
    .where(
      and(eq(sessions.clientId, clientId), between(sessions.dueDate, from, to), eq(sessions.status, 'due')),
    );
}

/**
 * The session's version with its row locked, for writeIfCurrent; null when the client has no such
 * session. Its coach's diary is locked first, in the order every booking takes them (the coach, then
 * the session), so a move sent with a version and one sent without cannot each wait for the other.
 */
export async function lockedSessionVersion(tx: Executor, clientId: number, sessionId: number) {
  const [booked] = await tx
    .select({ coachId: sessions.coachId })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.clientId, clientId)));
  if (booked?.coachId) await takeTurnsOnStaff(tx, booked.coachId);
  const [row] = await tx
    .select({ id: sessions.id, status: sessions.status, due_date: sessions.dueDate, time: sessions.time })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.clientId, clientId)))
    .for('update');
  return row ? sessionVersion(row) : null;
}
