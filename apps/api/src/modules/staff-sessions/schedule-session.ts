import type { SessionType, TimeOfDay } from '@coaching/shared/constants';
import { SESSION_TEXT } from '@coaching/shared/schemas/staff-record-forms';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { findCoachOfClient, lockCoach, moveSession } from '../sessions/session-repository.ts';
import { insertSession, setSessionStatus, slotTaken } from './staff-session-repository.ts';

const taken = () => new HttpError(409, SESSION_TEXT.slotTaken, { time: [SESSION_TEXT.slotTaken] });

/**
 * Who runs a session: the coach it was booked with, else the client's coach, else (a client nobody
 * has taken on yet) the staff member booking it.
 */
export async function responsibleCoach(
  db: Db,
  clientId: number,
  callerId: number,
  bookedWith: number | null = null,
): Promise<number> {
  return bookedWith ?? (await findCoachOfClient(db, clientId)) ?? callerId;
}

/** One session per coach per slot: bookings with a coach are serialised, then the slot is checked. */
export async function scheduleSession(
  db: Db,
  clientId: number,
  callerId: number,
  form: { type: SessionType; due_date: string; time: TimeOfDay },
): Promise<void> {
  const coachId = await responsibleCoach(db, clientId, callerId);
  await db.transaction(async (tx) => {
    await lockCoach(tx, coachId);
    if (await slotTaken(tx, coachId, { day: form.due_date, time: form.time })) throw taken();
    await insertSession(tx, { clientId, coachId, type: form.type, dueDate: form.due_date, time: form.time });
  });
}

export async function moveStaffSession(
  db: Db,
  sessionId: number,
  coachId: number,
  slot: { day: string; time: TimeOfDay },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCoach(tx, coachId);
    if (await slotTaken(tx, coachId, slot, sessionId)) throw taken();
    await moveSession(tx, sessionId, { ...slot, coachId });
  });
}

/** A cancelled or missed session made upcoming again must still find its slot free. */
export async function reopenSession(
  db: Db,
  sessionId: number,
  coachId: number,
  slot: { day: string; time: TimeOfDay },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCoach(tx, coachId);
    if (await slotTaken(tx, coachId, slot, sessionId)) throw taken();
    await setSessionStatus(tx, sessionId, 'due');
  });
}
