import { parseRescheduleDate, rescheduleRefusal } from '@coaching/shared/rules/reschedule-window';
import { sameBandRefusal } from '@coaching/shared/rules/session-days';
import { RESCHEDULE_DATE_FORMAT, type RescheduleSession } from '@coaching/shared/schemas/sessions';
import type { Db } from '../../db/client.ts';
import { takeTurnsOnStaff } from '../../db/take-turns.ts';
import { conflict, fieldError } from '../../lib/http-errors.ts';
import { listWeeklyBands } from '../staff-availability/availability-repository.ts';
import { requireCoachHere } from '../staff-availability/require-coach-here.ts';
import { requireWorkedBand } from '../staff-availability/require-worked-band.ts';
import { findReschedulableSession } from './find-reschedulable-session.ts';
import { isFreeSlot } from './free-slots.ts';
import {
  findCoachOfClient,
  listBookedSlots,
  listClientSessionsOn,
  moveSession,
} from './session-repository.ts';

export const SLOT_TAKEN = 'That time is no longer available. Please choose another.';

/**
 * Moves an upcoming session to a free slot of the client's coach inside the reschedule window
 * (portal §5, §9), never to a weekend or bank holiday, a band the coach does not work, nor past 28
 * days after its original date. The coach's diary is locked while the slot is checked and taken.
 */
export async function rescheduleSession(
  db: Db,
  clientId: number,
  sessionId: number,
  body: RescheduleSession,
  today: string,
): Promise<void> {
  if (body.taskId !== sessionId)
    throw fieldError('taskId', 'taskId must be the id of the session being moved');
  const slot = parseRescheduleDate(body.date);
  if (!slot) throw fieldError('date', RESCHEDULE_DATE_FORMAT);
  await db.transaction(async (tx) => {
    const session = await findReschedulableSession(tx, clientId, sessionId);
    const refusal = rescheduleRefusal(slot.day, session.due_date, today, session.original_due_date);
    if (refusal) throw fieldError('date', refusal);
    const coachId = await findCoachOfClient(tx, clientId);
    if (coachId === null) throw conflict(SLOT_TAKEN);
    await takeTurnsOnStaff(tx, coachId);
    const weekly = await listWeeklyBands(tx, coachId);
    requireWorkedBand(weekly, slot, 'you', 'date');
    await requireCoachHere(tx, coachId, slot.day, 'you', 'date');
    const twice = sameBandRefusal(await listClientSessionsOn(tx, clientId, slot.day), slot, 'you', sessionId);
    if (twice) throw conflict(twice);
    const booked = await listBookedSlots(tx, coachId, slot.day, slot.day);
    if (!isFreeSlot(slot, weekly, booked)) throw conflict(SLOT_TAKEN);
    await moveSession(tx, sessionId, { ...slot, coachId }, 'client');
  });
}
