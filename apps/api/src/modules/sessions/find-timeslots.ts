import { awayOn } from '@coaching/shared/rules/days-away';
import { rescheduleDays, rescheduleWindow } from '@coaching/shared/rules/reschedule-window';
import type { TimeslotsView } from '@coaching/shared/schemas/sessions';
import type { Executor } from '../../db/client.ts';
import { readTogether } from '../../db/read-together.ts';
import { listWeeklyBands } from '../staff-availability/availability-repository.ts';
import { listDaysAway } from '../staff-availability/days-away-repository.ts';
import { findReschedulableSession } from './find-reschedulable-session.ts';
import { freeSlots } from './free-slots.ts';
import { findCoachOfClient, listBookedSlots, listClientSessionsBetween } from './session-repository.ts';

/**
 * The free slots a session may move to: its window's weekdays that are not bank holidays nor days the
 * client's coach is away, from that coach's diary.
 */
export async function findTimeslots(
  db: Executor,
  clientId: number,
  sessionId: number,
  today: string,
): Promise<TimeslotsView> {
  const session = await findReschedulableSession(db, clientId, sessionId);
  const coachId = await findCoachOfClient(db, clientId);
  if (coachId === null) return { dates: [], times: {} };
  const { from, to } = rescheduleWindow(session.due_date, today, session.original_due_date);
  const [weekly, booked, mine, away] = await readTogether(
    db,
    () => listWeeklyBands(db, coachId),
    () => listBookedSlots(db, coachId, from, to),
    () => listClientSessionsBetween(db, clientId, from, to),
    () => listDaysAway(db, coachId, from, to),
  );
  const own = mine.filter((s) => s.id !== sessionId).map((s) => ({ day: s.due_date, time: s.time }));
  const days = rescheduleDays(session.due_date, today, session.original_due_date).filter(
    (day) => !awayOn(away, day),
  );
  return freeSlots(days, weekly, booked, own);
}
