import type { Day, SessionStatus, TimeOfDay } from '@coaching/shared/constants';
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients, coachSlots, sessions, staff } from '../../db/schema.ts';

export async function findActiveStaff(db: Executor, staffId: number) {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.id, staffId), eq(staff.active, true)))
    .limit(1);
  return row;
}

export async function replaceWeeklySlots(
  db: Executor,
  staffId: number,
  slots: { day: Day; time: TimeOfDay; capacity: number }[],
): Promise<void> {
  await db.delete(coachSlots).where(eq(coachSlots.staffId, staffId));
  if (slots.length > 0) await db.insert(coachSlots).values(slots.map((s) => ({ staffId, ...s })));
}

/** A booked session as Availability lists it: when, what and with whom (the client joined). */
export const BOOKED_COLUMNS = {
  session_id: sessions.id,
  date: sessions.dueDate,
  time: sessions.time,
  type: sessions.type,
  client_id: clients.id,
  first_name: clients.firstName,
  last_name: clients.lastName,
};

/** A coach's sessions between two dates: upcoming ones, or (for the diary) held and missed too. */
export function listBookedSessions(
  db: Executor,
  staffId: number,
  from: string,
  to: string,
  statuses: readonly SessionStatus[] = ['due'],
) {
  return db
    .select({ ...BOOKED_COLUMNS, status: sessions.status })
    .from(sessions)
    .innerJoin(clients, eq(clients.id, sessions.clientId))
    .where(
      and(
        eq(sessions.coachId, staffId),
        inArray(sessions.status, [...statuses]),
        between(sessions.dueDate, from, to),
      ),
    )
    .orderBy(asc(sessions.dueDate), asc(sessions.time));
}

/** The coach's weekly bands and how many calls fit in each. */
export function listWeeklyBands(db: Executor, coachId: number) {
  return db
    .select({ day: coachSlots.day, time: coachSlots.time, capacity: coachSlots.capacity })
    .from(coachSlots)
    .where(eq(coachSlots.staffId, coachId));
}
