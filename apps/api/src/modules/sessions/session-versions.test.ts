import type { TimeOfDay } from '@coaching/shared/constants';
import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { formatRescheduleDate, timeFromLabel } from '@coaching/shared/rules/reschedule-window';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANGED_SINCE_OPENED } from '../../lib/conditional-write.ts';
import { addDemoSession, weekdayAfter } from '../../test/session-fixtures.ts';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let client: Record<string, string>;
let demoId: number;

beforeAll(async () => {
  ({ t, coach, client, demoId } = await staffWorld());
});
afterAll(() => t.close());

type Listed = { id: number; status: string; due_date: string; time: TimeOfDay; version: string };
type Slot = { day: string; time: TimeOfDay };
const withVersion = (headers: Record<string, string>, ifMatch?: string) =>
  ifMatch ? { ...headers, 'if-match': ifMatch } : headers;

const clientList = async (): Promise<Listed[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/mlw/sessions', headers: client })).json().data;
const staffList = async (): Promise<Listed[]> =>
  (await t.app.inject({ method: 'GET', url: `/api/staff/clients/${demoId}/sessions`, headers: coach })).json()
    .data;
const asClientSees = async (id: number) => (await clientList()).find((s) => s.id === id) as Listed;

/** The client's reschedule, as their modal sends it. */
const clientMoves = (id: number, slot: Slot, ifMatch?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/mlw/sessions/${id}`,
    headers: withVersion(client, ifMatch),
    payload: { taskId: id, date: formatRescheduleDate(slot.day, slot.time) },
  });
/** The coach's move form. */
const coachMoves = (id: number, slot: Slot, ifMatch?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/staff/clients/${demoId}/sessions/${id}`,
    headers: withVersion(coach, ifMatch),
    payload: { due_date: slot.day, time: slot.time },
  });
const coachMarks = (id: number, status: string, ifMatch?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/staff/clients/${demoId}/sessions/${id}/status`,
    headers: withVersion(coach, ifMatch),
    payload: { status },
  });

let weeks = 0;
/** A new upcoming session of the demo client, a week later each time, and three free slots to move it to. */
async function openedSession() {
  weeks += 1;
  const id = await addDemoSession(t, { type: 'coaching', dueDate: weekdayAfter(todayIso(), 7 * weeks) });
  const calendar = await t.app.inject({
    method: 'GET',
    url: `/api/mlw/calendar/timeslots/${id}`,
    headers: client,
  });
  const { dates, times } = calendar.json().data as { dates: string[]; times: Record<string, string[]> };
  const slots = dates
    .slice(1)
    .map((day) => ({ day, time: timeFromLabel(times[day]?.[0] ?? '') }))
    .filter((slot): slot is Slot => slot.time !== null);
  expect(slots.length).toBeGreaterThanOrEqual(3);
  const opened = await asClientSees(id);
  expect(opened.version).toMatch(/^"session-[0-9a-f]+"$/);
  return { id, version: opened.version, slots };
}

describe('a session moved by the client and by the coach from forms opened at the same version', () => {
  it('both lists give a session the same version, which a note added to it does not change', async () => {
    const { id, version } = await openedSession();
    expect((await staffList()).find((s) => s.id === id)?.version).toBe(version);
    const noted = await t.app.inject({
      method: 'POST',
      url: `/api/staff/clients/${demoId}/sessions/${id}/notes`,
      headers: coach,
      payload: { note: 'Bring the food diary.' },
    });
    expect(noted.statusCode).toBe(200);
    expect((await asClientSees(id)).version).toBe(version);
  });

  it('refuses the coach’s move from a form opened before the client rescheduled, and keeps the client’s time', async () => {
    const { id, version, slots } = await openedSession();
    const [thursday, wednesday] = slots as [Slot, Slot];
    const theirs = await clientMoves(id, thursday, version);
    expect(theirs.statusCode).toBe(200);
    const moved = await asClientSees(id);
    expect(moved).toMatchObject({ due_date: thursday.day, time: thursday.time });
    expect(moved.version).not.toBe(version);

    const mine = await coachMoves(id, wednesday, version);
    expect(mine.statusCode).toBe(412);
    expect(mine.json()).toMatchObject({ message: CHANGED_SINCE_OPENED, code: 'CHANGED_SINCE_OPENED' });
    expect(await asClientSees(id)).toEqual(moved);

    const again = await coachMoves(id, wednesday, moved.version);
    expect(again.statusCode).toBe(200);
    expect(await asClientSees(id)).toMatchObject({ due_date: wednesday.day, time: wednesday.time });
  });

  it('refuses the client’s reschedule from a page opened before the coach moved the session', async () => {
    const { id, version, slots } = await openedSession();
    const [wednesday, thursday] = slots as [Slot, Slot];
    expect((await coachMoves(id, wednesday, version)).statusCode).toBe(200);
    const moved = await asClientSees(id);

    const mine = await clientMoves(id, thursday, version);
    expect(mine.statusCode).toBe(412);
    expect(mine.json().code).toBe('CHANGED_SINCE_OPENED');
    expect(await asClientSees(id)).toEqual(moved);

    expect((await clientMoves(id, thursday, moved.version)).statusCode).toBe(200);
  });

  it('lets only one of two saves sent at once with the same version through', async () => {
    const { id, version, slots } = await openedSession();
    const [first, second] = slots as [Slot, Slot];
    const answers = await Promise.all([clientMoves(id, first, version), coachMoves(id, second, version)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412]);
    const won = answers[0]?.statusCode === 200 ? first : second;
    expect(await asClientSees(id)).toMatchObject({ due_date: won.day, time: won.time });
  });

  it('moves without If-Match as before (API callers), whatever changed since', async () => {
    const { id, slots } = await openedSession();
    const [first, second] = slots as [Slot, Slot];
    expect((await clientMoves(id, first)).statusCode).toBe(200);
    expect((await coachMoves(id, second)).statusCode).toBe(200);
    expect(await asClientSees(id)).toMatchObject({ due_date: second.day, time: second.time });
    expect((await clientMoves(id, first)).statusCode).toBe(200);
    expect(await asClientSees(id)).toMatchObject({ due_date: first.day, time: first.time });
  });

  it('accepts "*" and a list that names the current version', async () => {
    const { id, version, slots } = await openedSession();
    const [first, second] = slots as [Slot, Slot];
    expect((await coachMoves(id, first, '*')).statusCode).toBe(200);
    const now = (await asClientSees(id)).version;
    expect((await coachMoves(id, second, `${version}, ${now}`)).statusCode).toBe(200);
  });
});

describe('a session’s status changed from buttons shown at an earlier version', () => {
  it('refuses cancelling a session the client moved since, and cancels it at the current version', async () => {
    const { id, version, slots } = await openedSession();
    expect((await clientMoves(id, slots[0] as Slot, version)).statusCode).toBe(200);
    const moved = await asClientSees(id);

    const stale = await coachMarks(id, 'cancelled', version);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().code).toBe('CHANGED_SINCE_OPENED');
    expect(await asClientSees(id)).toEqual(moved);

    expect((await coachMarks(id, 'cancelled', moved.version)).statusCode).toBe(200);
    const cancelled = await asClientSees(id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.version).not.toBe(moved.version);
    // The cancelled session's old version no longer moves it back.
    expect((await coachMarks(id, 'due', moved.version)).statusCode).toBe(412);
    expect((await coachMarks(id, 'due')).statusCode).toBe(200);
  });

  it('answers 404 for another client’s session with If-Match, as without', async () => {
    const res = await coachMarks(999_999, 'cancelled', '"session-0"');
    expect(res.statusCode).toBe(404);
  });
});

const clientCancels = (id: number, ifMatch?: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/mlw/sessions/${id}`, headers: withVersion(client, ifMatch) });

describe('the client cancelling a session from a page shown at an earlier version', () => {
  it('refuses cancelling a session the coach moved since, keeps it, and cancels it at the new version', async () => {
    const { id, version, slots } = await openedSession();
    expect((await coachMoves(id, slots[0] as Slot, version)).statusCode).toBe(200);
    const moved = await asClientSees(id);

    const stale = await clientCancels(id, version);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ code: 'CHANGED_SINCE_OPENED', message: CHANGED_SINCE_OPENED });
    expect(await asClientSees(id)).toEqual(moved);

    const again = await clientCancels(id, moved.version);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.find((s: Listed) => s.id === id).status).toBe('cancelled');
  });

  it('refuses cancelling one the coach already cancelled with 412, and with no version as before (409)', async () => {
    const { id, version } = await openedSession();
    expect((await coachMarks(id, 'cancelled', version)).statusCode).toBe(200);
    expect((await clientCancels(id, version)).statusCode).toBe(412);
    expect((await clientCancels(id)).statusCode).toBe(409);
  });

  it('lets only one of a cancel and a move sent at once with the same version through', async () => {
    const { id, version, slots } = await openedSession();
    const answers = await Promise.all([
      clientCancels(id, version),
      coachMoves(id, slots[0] as Slot, version),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412]);
    const now = await asClientSees(id);
    expect(now.status).toBe(answers[0]?.statusCode === 200 ? 'cancelled' : 'due');
  });

  it('cancels without If-Match as before (API callers), and answers 404 for a session not theirs', async () => {
    const { id } = await openedSession();
    expect((await clientCancels(id)).statusCode).toBe(200);
    expect((await clientCancels(999_999, '"session-0"')).statusCode).toBe(404);
  });
});

describe('My day’s session buttons', () => {
  type MyDayRow = { session_id: number; status: string; version: string };
  const myDayRow = async (id: number): Promise<MyDayRow | undefined> =>
    (await t.app.inject({ method: 'GET', url: '/api/staff/my-day', headers: coach }))
      .json()
      .data.today_sessions.find((r: MyDayRow) => r.session_id === id);

  // A session is marked only once its band has begun (issue 29): the marks below are of yesterday's
  // sessions, so they hold at any hour, with the version My day shows (the lists', as this shows).
  const yesterday = () => addDays(todayIso(), -1);
  const shownVersion = async (id: number) => (await staffList()).find((s) => s.id === id)?.version ?? '';

  it('lists today’s session with the version the sessions lists give it', async () => {
    const id = await addDemoSession(t, { type: 'coaching', dueDate: todayIso(), time: 'evening' });
    const row = await myDayRow(id);
    expect(row?.version).toMatch(/^"session-[0-9a-f]+"$/);
    expect(row?.version).toBe((await staffList()).find((s) => s.id === id)?.version);
    expect(row?.version).toBe((await asClientSees(id)).version);
  });

  it('refuses marking it held at the version My day showed once it was marked missed, and marks it at the new one', async () => {
    const id = await addDemoSession(t, { type: 'coaching', dueDate: yesterday(), time: 'afternoon' });
    const shown = await shownVersion(id);
    expect((await coachMarks(id, 'missed', shown)).statusCode).toBe(200);
    const now = (await staffList()).find((s) => s.id === id);
    expect(now?.version).not.toBe(shown);

    const stale = await coachMarks(id, 'complete', shown);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().code).toBe('CHANGED_SINCE_OPENED');
    expect((await asClientSees(id)).status).toBe('missed');
    expect((await coachMarks(id, 'complete', now?.version)).statusCode).toBe(200);
    expect((await asClientSees(id)).status).toBe('complete');
  });

  it('lets only one of two marks sent at once with the version My day showed through', async () => {
    const id = await addDemoSession(t, { type: 'check-in', dueDate: yesterday(), time: 'morning' });
    const shown = await shownVersion(id);
    const answers = await Promise.all([coachMarks(id, 'complete', shown), coachMarks(id, 'missed', shown)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412]);
    expect((await asClientSees(id)).status).toBe(answers[0]?.statusCode === 200 ? 'complete' : 'missed');
  });
});
