// The client's reschedule calendar: which days and times a session can move to.
import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { rescheduleWindow } from '@coaching/shared/rules/reschedule-window';
import { isSessionDay } from '@coaching/shared/rules/session-days';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachSlots } from '../../db/schema.ts';
import { clientSessionCalls, type Timeslots } from '../../test/client-session-calls.ts';
import { clientWorld } from '../../test/client-world.ts';
import { addDemoSession, setDemoBand, weekdayAfter } from '../../test/session-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let other: Record<string, string>;
let calls: ReturnType<typeof clientSessionCalls>;
beforeAll(async () => {
  let demo: Record<string, string>;
  ({ t, demo, other } = await clientWorld());
  calls = clientSessionCalls(t, demo);
});
afterAll(() => t.close());

const list = () => calls.list();
const timeslots = (id: number | string, headers?: Record<string, string>) => calls.timeslots(id, headers);
const dueSession = (type: string) => calls.dueSession(type);

describe('GET /api/mlw/calendar/timeslots/{sessionId}', () => {
  it('offers the weekdays of the window with the coach’s free times, keyed by date', async () => {
    const session = await dueSession('coaching');
    const checkIn = await dueSession('check-in');
    // Bands of one call each, so the two sessions' own bands are full.
    await setDemoBand(t, checkIn.due_date, checkIn.time, 1);
    await setDemoBand(t, session.due_date, session.time, 1);
    const res = await timeslots(session.id);
    expect(res.statusCode).toBe(200);
    const { dates, times }: Timeslots = res.json().data;
    const { from, to } = rescheduleWindow(session.due_date);
    expect(from).toBe(addDays(todayIso(), 1));
    expect(dates[0]).toBe(weekdayAfter(from, 0));
    expect(dates.every((d) => d >= from && d <= to && isSessionDay(d))).toBe(true);
    expect(Object.keys(times)).toEqual(dates);
    const free = ['Morning', 'Lunch time', 'Afternoon', 'Early evening'];
    expect(times[checkIn.due_date]).toEqual(free.filter((label) => label !== 'Afternoon'));
    expect(times[session.due_date]).toEqual(free.filter((label) => label !== 'Morning'));
  });

  it('leaves out times the coach does not work', async () => {
    const session = await dueSession('coaching');
    await t.db.delete(coachSlots).where(and(eq(coachSlots.day, 'fri'), eq(coachSlots.time, 'evening')));
    const { times }: Timeslots = (await timeslots(session.id)).json().data;
    const fridays = Object.entries(times).filter(([day]) => new Date(`${day}T12:00:00Z`).getUTCDay() === 5);
    expect(fridays.length).toBeGreaterThan(0);
    expect(fridays.every(([, labels]) => !labels.includes('Early evening'))).toBe(true);
  });

  it('answers 409 for a month check-in and for a session that is not upcoming', async () => {
    const monthly = await addDemoSession(t, {
      type: 'month check-in',
      dueDate: weekdayAfter(todayIso(), 10),
    });
    const month = await timeslots(monthly);
    expect(month.statusCode).toBe(409);
    expect(month.json()).toEqual({ message: 'Month check-ins cannot be rescheduled', code: 'CONFLICT' });
    const done = (await list()).find((s) => s.status === 'complete' && s.type === 'coaching');
    if (!done) throw new Error('no complete session');
    expect((await timeslots(done.id)).statusCode).toBe(409);
  });

  it('answers 404 for a missing session and for another client’s session, 400 for a bad id, 401 without a token', async () => {
    const session = await dueSession('coaching');
    expect((await timeslots(999_999)).statusCode).toBe(404);
    expect((await timeslots(session.id, other)).statusCode).toBe(404);
    expect((await timeslots('abc')).statusCode).toBe(400);
    expect((await timeslots(session.id, {})).statusCode).toBe(401);
  });
});
