import type { TimeOfDay } from '@coaching/shared/constants';
import { addDays } from '@coaching/shared/rules/dates';
import { diaryDay, isSessionDay } from '@coaching/shared/rules/session-days';
import { and, eq } from 'drizzle-orm';
import { clients, coachSlots, sessions } from '../db/schema.ts';
import { addClient } from './staff-fixtures.ts';
import { DEMO_CLIENT, type TestApp } from './test-app.ts';

async function demoClient(t: TestApp) {
  const [client] = await t.db
    .select({ id: clients.id, coachId: clients.coachId })
    .from(clients)
    .where(eq(clients.email, DEMO_CLIENT.email));
  if (!client?.coachId) throw new Error('demo client or their coach missing');
  return { id: client.id, coachId: client.coachId };
}

/** An upcoming session of the demo client with their coach (lunch time unless said). */
export async function addDemoSession(
  t: TestApp,
  values: { type: 'coaching' | 'check-in' | 'month check-in'; dueDate: string; time?: TimeOfDay },
): Promise<number> {
  const client = await demoClient(t);
  const [row] = await t.db
    .insert(sessions)
    .values({ clientId: client.id, coachId: client.coachId, time: 'lunch', ...values })
    .returning({ id: sessions.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

let colleagues = 0;

/**
 * An upcoming session with the demo coach for another client of theirs (a new one each call): it
 * takes a place in the coach's band without being a second session of the demo client's in it.
 */
export async function addOtherClientSession(
  t: TestApp,
  values: { dueDate: string; time?: TimeOfDay },
): Promise<number> {
  const coachId = (await demoClient(t)).coachId;
  colleagues += 1;
  const clientId = await addClient(t.db, { email: `band.filler.${colleagues}@example.com`, coachId });
  const [row] = await t.db
    .insert(sessions)
    .values({ clientId, coachId, type: 'check-in', time: 'lunch', ...values })
    .returning({ id: sessions.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

/** Takes the band of that date's weekday out of the demo coach's weekly pattern ("Not offered"). */
export async function dropDemoBand(t: TestApp, date: string, time: TimeOfDay): Promise<void> {
  const staffId = (await demoClient(t)).coachId;
  const day = diaryDay(date);
  if (!day) throw new Error(`${date} is not a weekday`);
  await t.db
    .delete(coachSlots)
    .where(and(eq(coachSlots.staffId, staffId), eq(coachSlots.day, day), eq(coachSlots.time, time)));
}

/** Sets how many calls fit in the demo coach's band of that date's weekday (adding it to the pattern). */
export async function setDemoBand(
  t: TestApp,
  date: string,
  time: TimeOfDay,
  capacity: number,
): Promise<void> {
  const staffId = (await demoClient(t)).coachId;
  const day = diaryDay(date);
  if (!day) throw new Error(`${date} is not a weekday`);
  await dropDemoBand(t, date, time);
  await t.db.insert(coachSlots).values({ staffId, day, time, capacity });
}

/** The next weekday at least `offset` days after `day`. */
export function weekdayAfter(day: string, offset: number): string {
  let result = addDays(day, offset);
  while (!isSessionDay(result)) result = addDays(result, 1);
  return result;
}
