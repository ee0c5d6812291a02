import type { DaysAwayReason } from '@coaching/shared/rules/days-away';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clients, coachDaysAway, sessions, staff } from '../../db/schema.ts';
import { BOOKED_COLUMNS } from './availability-repository.ts';

const RANGE = {
  id: coachDaysAway.id,
  first_day: coachDaysAway.firstDay,
  last_day: coachDaysAway.lastDay,
  reason: coachDaysAway.reason,
};

/** A coach's days away that end on or after `from` (and start on or before `to`), soonest first. */
export function listDaysAway(db: Executor, staffId: number, from: string, to?: string) {
  return db
    .select(RANGE)
    .from(coachDaysAway)
    .where(
      and(
        eq(coachDaysAway.staffId, staffId),
        gte(coachDaysAway.lastDay, from),
        to === undefined ? undefined : lte(coachDaysAway.firstDay, to),
      ),
    )
    .orderBy(asc(coachDaysAway.firstDay));
}

/** The coach's name, if they are away on `day`: what a refused booking names. */
export async function findAwayOn(db: Executor, staffId: number, day: string) {
  const [row] = await db
    .select({ name: staff.name, ...RANGE })
    .from(coachDaysAway)
    .innerJoin(staff, eq(staff.id, coachDaysAway.staffId))
    .where(
      and(
        eq(coachDaysAway.staffId, staffId),
        lte(coachDaysAway.firstDay, day),
        gte(coachDaysAway.lastDay, day),
      ),
    )
    .limit(1);
  return row;
}

export async function insertDaysAway(
  db: Executor,
  away: { staffId: number; firstDay: string; lastDay: string; reason: DaysAwayReason; createdBy: number },
): Promise<void> {
  await db.insert(coachDaysAway).values(away);
}

/** The range removed, or undefined when the coach has no such range. */
export async function deleteDaysAway(db: Executor, staffId: number, id: number) {
  const [row] = await db
    .delete(coachDaysAway)
    .where(and(eq(coachDaysAway.id, id), eq(coachDaysAway.staffId, staffId)))
    .returning(RANGE);
  return row;
}

/** The coach's upcoming sessions on their days away from `today` on, soonest first. */
export function listBookedWhileAway(db: Executor, staffId: number, today: string) {
  return db
    .select(BOOKED_COLUMNS)
    .from(sessions)
    .innerJoin(clients, eq(clients.id, sessions.clientId))
    .innerJoin(
      coachDaysAway,
      and(
        eq(coachDaysAway.staffId, sessions.coachId),
        sql`${sessions.dueDate} between ${coachDaysAway.firstDay} and ${coachDaysAway.lastDay}`,
      ),
    )
    .where(and(eq(sessions.coachId, staffId), eq(sessions.status, 'due'), gte(sessions.dueDate, today)))
    .orderBy(asc(sessions.dueDate), asc(sessions.time), asc(sessions.id));
}
