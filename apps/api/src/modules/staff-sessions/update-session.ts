import type { SessionStatus, TimeOfDay } from '@coaching/shared/constants';
import { todayIso } from '@coaching/shared/rules/dates';
import { statusChangeRefusal } from '@coaching/shared/rules/diary';
import { undoRefusal } from '@coaching/shared/rules/session-undo';
import { SESSION_TEXT } from '@coaching/shared/schemas/staff-record-forms';
import type { Config } from '../../config/load-config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import type { StaffRole } from '../../plugins/auth.ts';
import { notifySessionChange } from './notify-session-change.ts';
import { moveStaffSession, reopenSession, responsibleCoach } from './schedule-session.ts';
import {
  deleteSessionNote,
  findStaffSession,
  insertSessionNote,
  noteClientChange,
  setSessionStatus,
} from './staff-session-repository.ts';

async function sessionOf(db: Db, clientId: number, sessionId: number) {
  const session = await findStaffSession(db, clientId, sessionId);
  if (!session) throw notFound();
  return session;
}

/**
 * Held or missed is recorded once the band has started, and can be undone (or changed) for
 * STATUS_UNDO_MINUTES by whoever marked it or an administrator (rules/session-undo.ts).
 */
export async function changeSessionStatus(
  db: Db,
  clientId: number,
  sessionId: number,
  caller: { staffId: number; role: StaffRole },
  status: SessionStatus,
  config: Config,
) {
  const session = await sessionOf(db, clientId, sessionId);
  const now = new Date();
  const refusal = statusChangeRefusal(session, status, now);
  if (refusal) throw badRequest(refusal, { status: [refusal] });
  const undo = undoRefusal(session, status, caller, now);
  if (undo) throw undo.kind === 'expired' ? conflict(undo.message) : forbidden(undo.message);
  if (status === 'due' && session.status !== 'due') {
    const coachId = await responsibleCoach(db, clientId, caller.staffId, session.coachId);
    const slot = { day: session.day, time: session.time };
    await reopenSession(
      db,
      { clientId, sessionId, type: session.type, status: session.status },
      coachId,
      slot,
      config,
    );
    return;
  }
  if (status !== 'cancelled' || session.status !== 'due') {
    await setSessionStatus(db, sessionId, status, caller.staffId);
    return;
  }
  await db.transaction(async (tx) => {
    await setSessionStatus(tx, sessionId, status);
    await notifySessionChange(tx, config, { clientId, sessionId, kind: 'cancelled', ...session });
  });
}

export async function addSessionNote(db: Db, clientId: number, sessionId: number, note: string) {
  await sessionOf(db, clientId, sessionId);
  await insertSessionNote(db, { clientId, sessionId }, note, todayIso());
}

export async function noteSessionChangedByClient(db: Db, clientId: number, sessionId: number) {
  await sessionOf(db, clientId, sessionId);
  await noteClientChange(db, sessionId);
}

export async function removeSessionNote(db: Db, clientId: number, sessionId: number, noteId: number) {
  await sessionOf(db, clientId, sessionId);
  if (!(await deleteSessionNote(db, sessionId, noteId))) throw notFound();
}

/** Staff may move an upcoming session to any free weekday slot, not only the client's window. */
export async function moveUpcomingSession(
  db: Db,
  clientId: number,
  sessionId: number,
  callerId: number,
  slot: { day: string; time: TimeOfDay },
  config: Config,
) {
  const session = await sessionOf(db, clientId, sessionId);
  if (session.status !== 'due') throw conflict(SESSION_TEXT.notDue);
  const coachId = await responsibleCoach(db, clientId, callerId, session.coachId);
  await moveStaffSession(db, { clientId, sessionId, type: session.type }, coachId, slot, config);
}
