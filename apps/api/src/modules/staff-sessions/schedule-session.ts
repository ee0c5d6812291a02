import type { SessionType, TimeOfDay } from '@coaching/shared/constants';
import { bandCapacity, hasRoom } from '@coaching/shared/rules/diary';
import { sameBandRefusal } from '@coaching/shared/rules/session-days';
import { SESSION_TEXT } from '@coaching/shared/schemas/staff-record-forms';
import type { Config } from '../../config/load-config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { takeTurnsOnStaff } from '../../db/take-turns.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { findCoachOfClient, listClientSessionsOn, moveSession } from '../sessions/session-repository.ts';
import { listWeeklyBands } from '../staff-availability/availability-repository.ts';
import { requireCoachHere } from '../staff-availability/require-coach-here.ts';
import { requireWorkedBand } from '../staff-availability/require-worked-band.ts';
import { notifySessionChange } from './notify-session-change.ts';
import { countBooked, insertSession, setSessionStatus } from './staff-session-repository.ts';

/**
 * Refuses a session the band has no room for (rules/diary.ts), or on a day the coach is away; call
 * with the coach locked. A session put at a new time (`moving` the one moved, if any) must also be in
 * a band the coach works; one made upcoming again (`reopening`) keeps its band, as sessions booked
 * before a change of pattern do, but not on a day away: nobody would hold it.
 */
async function requireRoom(
  tx: Executor,
  coachId: number,
  slot: { day: string; time: TimeOfDay },
  change: { moving?: number; reopening?: number } = {},
) {
  const except = change.moving ?? change.reopening;
  // One after the other: a transaction is one connection, and pg refuses overlapping queries on it
  // from version 9 (it queues them now, with a deprecation warning).
  const pattern = await listWeeklyBands(tx, coachId);
  if (change.reopening === undefined) requireWorkedBand(pattern, slot, 'client', 'time');
  await requireCoachHere(
    tx,
    coachId,
    slot.day,
    'client',
    change.reopening === undefined ? 'due_date' : 'status',
  );
  const booked = await countBooked(tx, coachId, slot, except);
  if (!hasRoom(bandCapacity(pattern, slot.day, slot.time), booked)) {
    throw new HttpError(409, SESSION_TEXT.slotTaken, { time: [SESSION_TEXT.slotTaken] });
  }
}

/** Refuses a second upcoming session for the client in one band (rules/session-days.ts). */
async function requireClientFree(
  tx: Executor,
  clientId: number,
  slot: { day: string; time: TimeOfDay },
  moving?: number,
) {
  const refusal = sameBandRefusal(await listClientSessionsOn(tx, clientId, slot.day), slot, 'client', moving);
  if (refusal) throw new HttpError(409, refusal, { time: [refusal] });
}

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

/** Bookings with a coach are serialised, then the band is checked for room. */
export async function scheduleSession(
  db: Db,
  clientId: number,
  callerId: number,
  form: { type: SessionType; due_date: string; time: TimeOfDay },
  config: Config,
): Promise<void> {
  const coachId = await responsibleCoach(db, clientId, callerId);
  await db.transaction(async (tx) => {
    await takeTurnsOnStaff(tx, coachId);
    await requireRoom(tx, coachId, { day: form.due_date, time: form.time });
    await requireClientFree(tx, clientId, { day: form.due_date, time: form.time });
    const sessionId = await insertSession(tx, {
      clientId,
      coachId,
      type: form.type,
      dueDate: form.due_date,
      time: form.time,
    });
    await notifySessionChange(tx, config, {
      clientId,
      sessionId,
      kind: 'booked',
      type: form.type,
      day: form.due_date,
      time: form.time,
    });
  });
}

export async function moveStaffSession(
  db: Db,
  session: { clientId: number; sessionId: number; type: string },
  coachId: number,
  slot: { day: string; time: TimeOfDay },
  config: Config,
): Promise<void> {
  await db.transaction(async (tx) => {
    await takeTurnsOnStaff(tx, coachId);
    await requireRoom(tx, coachId, slot, { moving: session.sessionId });
    await requireClientFree(tx, session.clientId, slot, session.sessionId);
    await moveSession(tx, session.sessionId, { ...slot, coachId }, 'staff');
    await notifySessionChange(tx, config, { ...session, kind: 'moved', ...slot });
  });
}

/**
 * A cancelled or missed session made upcoming again must still find room in its band. The client
 * hears of one that was cancelled as of a booking; a missed or held one undone was never announced.
 */
export async function reopenSession(
  db: Db,
  session: { clientId: number; sessionId: number; type: string; status: string },
  coachId: number,
  slot: { day: string; time: TimeOfDay },
  config: Config,
): Promise<void> {
  const { clientId, sessionId } = session;
  await db.transaction(async (tx) => {
    await takeTurnsOnStaff(tx, coachId);
    await requireRoom(tx, coachId, slot, { reopening: sessionId });
    await requireClientFree(tx, clientId, slot, sessionId);
    await setSessionStatus(tx, sessionId, 'due');
    if (session.status === 'cancelled') {
      await notifySessionChange(tx, config, {
        clientId,
        sessionId,
        type: session.type,
        kind: 'booked',
        ...slot,
      });
    }
  });
}
