import { TIME_LABELS, TIMES } from '@coaching/shared/constants';
import { addDays, isWeekend, todayIso } from '@coaching/shared/rules/dates';
import {
  formatRescheduleDate,
  rescheduleWindow,
  timeFromLabel,
} from '@coaching/shared/rules/reschedule-window';
import { BOOKING_TEXT, sessionDayRefusal } from '@coaching/shared/rules/session-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSessionCalls, type Session, type Timeslots } from '../../test/client-session-calls.ts';
import { clientWorld } from '../../test/client-world.ts';
import {
  addDemoSession,
  addOtherClientSession,
  dropDemoBand,
  setDemoBand,
  weekdayAfter,
} from '../../test/session-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: Record<string, string>;
let other: Record<string, string>;
beforeAll(async () => {
  ({ t, demo, other } = await clientWorld());
  calls = clientSessionCalls(t, demo);
});
afterAll(() => t.close());

let calls: ReturnType<typeof clientSessionCalls>;
const list = (headers?: Record<string, string>) => calls.list(headers);
const timeslots = (id: number | string, headers?: Record<string, string>) => calls.timeslots(id, headers);
const reschedule = (id: number | string, payload: unknown, headers?: Record<string, string>) =>
  calls.reschedule(id, payload, headers);
const dueSession = (type: string) => calls.dueSession(type);

describe('GET /api/mlw/sessions', () => {
  it('lists sessions earliest first with notes, upcoming ones with status due', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/mlw/sessions', headers: demo });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data: Session[] = res.json().data;
    expect(data.map((s) => [s.type, s.status])).toEqual([
      ['month check-in', 'complete'],
      ['coaching', 'complete'],
      ['coaching', 'due'],
      ['check-in', 'due'],
    ]);
    expect(data[1]?.notes).toEqual([
      { date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), note: expect.any(String) },
    ]);
    expect(data[2]).toMatchObject({ time: 'morning', notes: [] });
  });

  it('shows another client none of them, and answers 401 without a token', async () => {
    expect(await list(other)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/mlw/sessions' })).statusCode).toBe(401);
  });
});

describe('PUT /api/mlw/sessions/{id}', () => {
  it('moves a session to a free slot, answers the sessions, and a band of one call is then full', async () => {
    const session = await dueSession('check-in');
    const { dates, times }: Timeslots = (await timeslots(session.id)).json().data;
    const day = dates.at(-1);
    if (!day) throw new Error('no dates');
    expect(times[day]).toContain('Lunch time');
    await setDemoBand(t, day, 'lunch', 1);
    const res = await reschedule(session.id, {
      taskId: session.id,
      date: formatRescheduleDate(day, 'lunch'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.find((s: Session) => s.id === session.id)).toMatchObject({
      due_date: day,
      time: 'lunch',
      status: 'due',
    });
    const coaching = await dueSession('coaching');
    const after: Timeslots = (await timeslots(coaching.id)).json().data;
    if (day <= rescheduleWindow(coaching.due_date).to) expect(after.times[day]).not.toContain('Lunch time');
  });

  it('answers 409 for a slot another session holds, 400 for a band the coach does not work', async () => {
    const coaching = await dueSession('coaching');
    const heldDay = weekdayAfter(todayIso(), 3);
    await setDemoBand(t, heldDay, 'lunch', 1);
    await addOtherClientSession(t, { dueDate: heldDay });
    const taken = await reschedule(coaching.id, {
      taskId: coaching.id,
      date: formatRescheduleDate(heldDay, 'lunch'),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'That time is no longer available. Please choose another.',
      code: 'CONFLICT',
    });
    const { dates }: Timeslots = (await timeslots(coaching.id)).json().data;
    const friday = dates.find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 5);
    if (!friday) throw new Error('no friday');
    await dropDemoBand(t, friday, 'evening');
    const offHours = await reschedule(coaching.id, {
      taskId: coaching.id,
      date: formatRescheduleDate(friday, 'evening'),
    });
    expect(offHours.statusCode).toBe(400);
    const notWorked = BOOKING_TEXT.notWorked('fri', 'evening', 'you');
    expect(offHours.json()).toEqual({
      message: notWorked,
      code: 'BAND_NOT_OFFERED',
      errors: { date: [notWorked] },
    });
    expect((await list()).find((s) => s.id === coaching.id)).toMatchObject({
      due_date: coaching.due_date,
      time: coaching.time,
    });
  });

  it('offers a band until as many sessions as the coach set for it are booked', async () => {
    const coaching = await dueSession('coaching');
    const day = weekdayAfter(todayIso(), 4);
    await setDemoBand(t, day, 'afternoon', 2);
    await addOtherClientSession(t, { dueDate: day, time: 'afternoon' });
    const before: Timeslots = (await timeslots(coaching.id)).json().data;
    expect(before.times[day]).toContain('Afternoon');
    const moved = await reschedule(coaching.id, {
      taskId: coaching.id,
      date: formatRescheduleDate(day, 'afternoon'),
    });
    expect(moved.statusCode).toBe(200);
    const after: Timeslots = (await timeslots(coaching.id)).json().data;
    expect(after.times[day] ?? []).not.toContain('Afternoon');
  });

  it('refuses dates outside the window, weekends and today with 400 on date and the reason', async () => {
    const session = await dueSession('coaching');
    const { to } = rescheduleWindow(session.due_date);
    let saturday = addDays(todayIso(), 2);
    while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    const todayRefusal = sessionDayRefusal(todayIso());
    for (const [day, reason] of [
      [
        todayIso(),
        todayRefusal === null ? /^Choose one of the dates offered$/ : new RegExp(`^${todayRefusal}$`),
      ],
      [weekdayAfter(to, 1), /Choose one of the dates offered/],
      [saturday, /^Sessions are not held at weekends/],
    ] as const) {
      const res = await reschedule(session.id, {
        taskId: session.id,
        date: formatRescheduleDate(day, 'morning'),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.date).toEqual([expect.stringMatching(reason)]);
    }
  });

  it.each([
    ['an ISO date', { date: '2026-11-24 Morning' }, 'date'],
    ['a lower-case time', { date: '24-11-2026 morning' }, 'date'],
    ['no time', { date: '24-11-2026' }, 'date'],
    ['a date that does not exist', { date: '31-11-2026 Morning' }, 'date'],
    ['no date', { date: undefined }, 'date'],
    ['a taskId that is a string', { taskId: '1' }, 'taskId'],
    ['an unknown field', { time: 'Morning' }, 'time'],
  ])('rejects %s', async (_, change, field) => {
    const session = await dueSession('coaching');
    const payload = {
      taskId: session.id,
      date: formatRescheduleDate(weekdayAfter(todayIso(), 2), 'morning'),
      ...change,
    };
    const res = await reschedule(session.id, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });

  it('refuses a taskId that is not the session in the path', async () => {
    const session = await dueSession('coaching');
    const res = await reschedule(session.id, {
      taskId: session.id + 1,
      date: formatRescheduleDate(weekdayAfter(todayIso(), 2), 'morning'),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['taskId']);
  });

  it('answers 409 for a month check-in or a past session, 404 for a missing or another client’s session', async () => {
    const monthly = await addDemoSession(t, {
      type: 'month check-in',
      dueDate: weekdayAfter(todayIso(), 12),
    });
    const date = formatRescheduleDate(weekdayAfter(todayIso(), 3), 'morning');
    expect((await reschedule(monthly, { taskId: monthly, date })).statusCode).toBe(409);
    const done = (await list()).find((s) => s.status === 'complete');
    if (!done) throw new Error('no complete session');
    expect((await reschedule(done.id, { taskId: done.id, date })).statusCode).toBe(409);
    expect((await reschedule(999_999, { taskId: 999_999, date })).statusCode).toBe(404);
    const session = await dueSession('coaching');
    const foreign = await reschedule(session.id, { taskId: session.id, date }, other);
    expect(foreign.statusCode).toBe(404);
    expect((await dueSession('coaching')).due_date).toBe(session.due_date);
    expect((await reschedule(session.id, { taskId: session.id, date }, {})).statusCode).toBe(401);
  });

  it('moves a session that is overdue from tomorrow to 28 days after its original date', async () => {
    const due = weekdayAfter(addDays(todayIso(), -10), 0);
    const overdue = await addDemoSession(t, { type: 'coaching', dueDate: due });
    const { dates, times }: Timeslots = (await timeslots(overdue)).json().data;
    expect(dates[0]).toBe(weekdayAfter(todayIso(), 1));
    expect(dates.at(-1)).toBe(
      [...Array(7).keys()].map((i) => addDays(due, 28 - i)).find((d) => sessionDayRefusal(d) === null),
    );
    const day = dates[0] ?? '';
    // A band offered that day: near a bank holiday, earlier tests may have booked the client's afternoon.
    const time = TIMES.find((band) => times[day]?.includes(TIME_LABELS[band])) ?? 'afternoon';
    const res = await reschedule(overdue, { taskId: overdue, date: formatRescheduleDate(day, time) });
    expect(res.statusCode).toBe(200);
  });

  it('never offers Christmas Day and refuses it with the reason', async () => {
    let year = Number(todayIso().slice(0, 4));
    while (`${year}-12-25` <= addDays(todayIso(), 20) || isWeekend(`${year}-12-25`)) year += 1;
    const christmas = `${year}-12-25`;
    const session = await addDemoSession(t, { type: 'coaching', dueDate: weekdayAfter(christmas, -3) });
    const { dates }: Timeslots = (await timeslots(session)).json().data;
    expect(dates).toContain(weekdayAfter(christmas, -7));
    expect(dates).not.toContain(christmas);
    const res = await reschedule(session, {
      taskId: session,
      date: formatRescheduleDate(christmas, 'morning'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      date: ['Sessions are not held on bank holidays in England and Wales. Choose another day.'],
    });
  });

  it('never moves a session past 28 days after its original date, however often it is moved', async () => {
    const original = weekdayAfter(todayIso(), 30);
    const session = await addDemoSession(t, { type: 'coaching', dueDate: original });
    const cap = addDays(original, 28);
    const first: Timeslots = (await timeslots(session)).json().data;
    const later = first.dates.at(-1) ?? '';
    expect(later > addDays(original, 14)).toBe(true);
    const time = timeFromLabel(first.times[later]?.[0] ?? '') ?? 'lunch';
    const moved = await reschedule(session, { taskId: session, date: formatRescheduleDate(later, time) });
    expect(moved.statusCode).toBe(200);
    const again: Timeslots = (await timeslots(session)).json().data;
    expect(again.dates.every((day) => day <= cap)).toBe(true);
    const beyond = weekdayAfter(cap, 1);
    const refused = await reschedule(session, {
      taskId: session,
      date: formatRescheduleDate(beyond, 'lunch'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.date[0]).toMatch(/at most 28 days after its original date/);
  });
});
