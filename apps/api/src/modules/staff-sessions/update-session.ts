import type { SessionStatus, TimeOfDay } from '@coaching/shared/constants';
import { todayIso } from '@coaching/shared/rules/dates';
import { statusChangeRefusal } from '@coaching/shared/rules/diary';
import { SESSION_TEXT } from '@coaching/shared/schemas/staff-record-forms';
import type { Config } from '../../config/load-config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { notifySessionChange } from './notify-session-change.ts';
import { moveStaffSession, reopenSession, responsibleCoach } from './schedule-session.ts';
import {
  deleteSessionNote,
  findStaffSession,
  insertSessionNote,
  setSessionStatus,
} from './staff-session-repository.ts';

async function sessionOf(db: Db, clientId: number, sessionId: number) {
  const session = await findStaffSession(db, clientId, sessionId);
  if (!session) throw notFound();
  return session;
}

export async function changeSessionStatus(
  db: Db,
  clientId: number,
  sessionId: number,
  callerId: number,
  status: SessionStatus,
  config: Config,
) {
  const session = await sessionOf(db, clientId, sessionId);
  const refusal = statusChangeRefusal(session, status, new Date());
  if (refusal) throw badRequest(refusal, { status: [refusal] });
  if (status === 'due' && session.status !== 'due') {
    const coachId = await responsibleCoach(db, clientId, callerId, session.coachId);
    await reopenSession(db, sessionId, coachId, { day: session.day, time: session.time });
    return;
  }
  if (status !== 'cancelled' || session.status !== 'due') {
    await setSessionStatus(db, sessionId, status);
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
