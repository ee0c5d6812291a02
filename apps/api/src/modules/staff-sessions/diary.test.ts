import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { mondayOf } from '@coaching/shared/rules/diary';
import { diaryDay, isSessionDay } from '@coaching/shared/rules/session-days';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, coachSlots, notifications, outbox, sessions } from '../../db/schema.ts';
import { addClient } from '../../test/staff-fixtures.ts';
import { addStaff, DEMO_ADMIN, logInStaff } from '../../test/staff-login.ts';
import { createTestApp, DEMO_CLIENT, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let otherCoach: Record<string, string>;
let admin: Record<string, string>;
let coachId: number;
let otherId: number;
let demoId: number;

function weekdayIn(days: number): string {
  let day = addDays(todayIso(), days);
  while (!isSessionDay(day)) day = addDays(day, 1);
  return day;
}

beforeAll(async () => {
  t = await createTestApp();
  const other = await addStaff(t.db, 'other.coach@example.com');
  otherId = other.id;
  [coach, otherCoach, admin] = await Promise.all([
    logInStaff(t.app),
    logInStaff(t.app, other),
    logInStaff(t.app, DEMO_ADMIN),
  ]);
  const [row] = await t.db
    .select({ id: clients.id, coachId: clients.coachId })
    .from(clients)
    .where(eq(clients.email, DEMO_CLIENT.email));
  demoId = row?.id ?? 0;
  coachId = row?.coachId ?? 0;
});
afterAll(() => t.close());

const inject = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/api/staff/${url}`, headers, ...(payload ? { payload } : {}) });

const book = (clientId: number, day: string, time = 'morning', headers = coach) =>
  inject('POST', `clients/${clientId}/sessions`, headers, { type: 'coaching', due_date: day, time });

const band = async (headers: Record<string, string>, query: string, day: string, time: string) => {
  const res = await inject('GET', `diary?${query}`, headers);
  expect(res.statusCode).toBe(200);
  return res
    .json()
    .data.days.find((d: { date: string }) => d.date === day)
    .bands.find((b: { time: string }) => b.time === time);
};

describe('the diary week', () => {
  const day = weekdayIn(21);

  it('shows bookings per band with capacity and free places, and refuses a full band', async () => {
    expect((await book(demoId, day)).statusCode).toBe(200);
    const morning = await band(coach, `week=${day}`, day, 'morning');
    expect(morning).toMatchObject({ capacity: 3, free: 2 });
    expect(morning.sessions[0]).toMatchObject({ client_id: demoId, first_name: 'Jo' });
    const res = await inject('GET', `diary?week=${day}`, coach);
    expect(res.json().data.week_start).toBe(mondayOf(day));
    const viaRecord = await inject('GET', `clients/${demoId}/diary?week=${day}`, coach);
    expect(viaRecord.json().data.staff_id).toBe(coachId);
  });

  it('lets an administrator read any coach’s week, and a coach only their own', async () => {
    expect((await inject('GET', `diary?staff_id=${coachId}&week=${day}`, admin)).statusCode).toBe(200);
    expect((await inject('GET', `diary?staff_id=${coachId}`, otherCoach)).statusCode).toBe(403);
    expect((await inject('GET', `clients/${demoId}/diary`, otherCoach)).statusCode).toBe(404);
    for (const query of ['week=2026-02-30', 'week=soon', 'staff_id=abc', 'colour=red']) {
      expect((await inject('GET', `diary?${query}`, coach)).statusCode, query).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/diary' })).statusCode).toBe(401);
  });

  it('shows held and missed sessions without a place, and offers nothing on a past day', async () => {
    let past = addDays(todayIso(), -7);
    while (!isSessionDay(past)) past = addDays(past, -1);
    const statuses = ['complete', 'missed', 'cancelled'] as const;
    for (const [i, status] of statuses.entries()) {
      const id = await addClient(t.db, { email: `past${i}@example.com`, coachId });
      await t.db
        .insert(sessions)
        .values({ clientId: id, coachId, type: 'coaching', dueDate: past, time: 'lunch', status });
    }
    const res = await inject('GET', `diary?week=${past}`, coach);
    const pastDay = res.json().data.days.find((d: { date: string }) => d.date === past);
    expect(pastDay).toMatchObject({ bookable: false, closed: 'In the past' });
    const lunch = pastDay.bands.find((b: { time: string }) => b.time === 'lunch');
    expect(lunch.sessions.map((s: { status: string }) => s.status)).toEqual(['complete', 'missed']);
    expect(pastDay.bands.map((b: { free: number }) => b.free)).toEqual([0, 0, 0, 0]);
  });

  it('offers no band set to "Not offered", and says why a day has nothing free', async () => {
    const solo = await addStaff(t.db, 'solo.coach@example.com');
    const weekday = diaryDay(day);
    if (!weekday) throw new Error('day is a weekday');
    await t.db.insert(coachSlots).values({ staffId: solo.id, day: weekday, time: 'morning', capacity: 1 });
    const week = (await inject('GET', `diary?staff_id=${solo.id}&week=${day}`, admin)).json().data;
    const chosen = week.days.find((d: { date: string }) => d.date === day);
    expect(chosen).toMatchObject({ bookable: true, closed: null });
    expect(chosen.bands.map((b: { free: number }) => b.free)).toEqual([1, 0, 0, 0]);
    expect(week.days.find((d: { date: string }) => d.date !== day).closed).toBe('No times offered this day');
    const id = await addClient(t.db, { email: 'solo@example.com', coachId: solo.id });
    await t.db
      .insert(sessions)
      .values({ clientId: id, coachId: solo.id, type: 'coaching', dueDate: day, time: 'morning' });
    const full = (await inject('GET', `diary?staff_id=${solo.id}&week=${day}`, admin)).json().data;
    expect(full.days.find((d: { date: string }) => d.date === day).closed).toBe('All times are full');
  });

  it('tells the client of a booking, a move and a cancellation in the bell and by e-mail', async () => {
    const list = (await inject('GET', `clients/${demoId}/sessions`, coach)).json().data;
    const session = list.find(
      (s: { due_date: string; status: string }) => s.due_date === day && s.status === 'due',
    );
    const later = weekdayIn(22);
    expect(
      (
        await inject('PUT', `clients/${demoId}/sessions/${session.id}`, coach, {
          due_date: later,
          time: 'lunch',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await inject('PUT', `clients/${demoId}/sessions/${session.id}/status`, coach, { status: 'cancelled' }))
        .statusCode,
    ).toBe(200);
    const titles = (
      await t.db
        .select({ title: notifications.title })
        .from(notifications)
        .where(and(eq(notifications.clientId, demoId), eq(notifications.object, 'Session')))
    ).map((n) => n.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Coaching session booked: .*Morning \(09:00 to 12:00\)$/),
        expect.stringMatching(/^Coaching session moved: .*Lunch time/),
        expect.stringMatching(/^Coaching session cancelled: /),
      ]),
    );
    const mails = await t.db
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(eq(outbox.recipient, DEMO_CLIENT.email));
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Your coaching session has moved/)]),
    );
  });
});

describe('sessions follow their client', () => {
  const day = weekdayIn(28);
  const coachOf = async (clientId: number) =>
    (
      await t.db
        .select({ coachId: sessions.coachId, status: sessions.status })
        .from(sessions)
        .where(and(eq(sessions.clientId, clientId), eq(sessions.dueDate, day)))
    )[0];

  it('moves upcoming sessions to the coach a client is reassigned to', async () => {
    const id = await addClient(t.db, { email: 'moving@example.com', coachId });
    expect((await book(id, day, 'afternoon')).statusCode).toBe(200);
    const past = addDays(todayIso(), -7);
    await t.db
      .insert(sessions)
      .values({ clientId: id, coachId, type: 'coaching', dueDate: past, time: 'lunch', status: 'complete' });
    expect((await inject('PUT', `clients/${id}/coach`, admin, { coach_id: otherId })).statusCode).toBe(200);
    expect(await coachOf(id)).toEqual({ coachId: otherId, status: 'due' });
    const [held] = await t.db
      .select({ coachId: sessions.coachId })
      .from(sessions)
      .where(and(eq(sessions.clientId, id), eq(sessions.dueDate, past)));
    expect(held?.coachId).toBe(coachId);
    expect(
      (await band(otherCoach, `week=${day}`, day, 'afternoon')).sessions.map(
        (s: { client_id: number }) => s.client_id,
      ),
    ).toContain(id);
  });

  it('moves a retired coach’s clients and their sessions to the colleague chosen', async () => {
    const leaver = await addStaff(t.db, 'leaver@example.com');
    const id = await addClient(t.db, { email: 'left@example.com', coachId: leaver.id });
    await t.db
      .insert(sessions)
      .values({ clientId: id, coachId: leaver.id, type: 'coaching', dueDate: day, time: 'evening' });
    const pooled = await addClient(t.db, { email: 'pooled@example.com', coachId: null });
    await t.db
      .insert(sessions)
      .values({ clientId: pooled, coachId: leaver.id, type: 'coaching', dueDate: day, time: 'morning' });
    const retire = { active: false, successor_ids: [coachId] };
    expect((await inject('PUT', `accounts/${leaver.id}`, admin, retire)).statusCode).toBe(200);
    expect(await coachOf(id)).toEqual({ coachId, status: 'due' });
    // A pool client booked with the leaver is placed too: no booked session is left with no coach.
    expect(await coachOf(pooled)).toEqual({ coachId, status: 'due' });
  });

  it('cancels the upcoming sessions of a closed account and frees the band', async () => {
    const id = await addClient(t.db, {
      email: 'closing@example.com',
      coachId,
      closureRequestedAt: new Date(),
    });
    await t.db
      .insert(sessions)
      .values({ clientId: id, coachId, type: 'coaching', dueDate: day, time: 'lunch' });
    expect((await band(coach, `week=${day}`, day, 'lunch')).free).toBe(2);
    expect((await inject('POST', `clients/${id}/closure`, coach)).statusCode).toBe(200);
    expect((await coachOf(id))?.status).toBe('cancelled');
    expect((await band(coach, `week=${day}`, day, 'lunch')).free).toBe(3);
  });

  it('moves several clients and their upcoming sessions at once (administrators only)', async () => {
    const ids = [
      await addClient(t.db, { email: 'bulk1@example.com', coachId }),
      await addClient(t.db, { email: 'bulk2@example.com', coachId }),
    ];
    for (const id of ids) {
      await t.db
        .insert(sessions)
        .values({ clientId: id, coachId, type: 'coaching', dueDate: day, time: 'morning' });
    }
    const url = 'clients/reassign';
    expect((await inject('POST', url, coach, { client_ids: ids, coach_id: otherId })).statusCode).toBe(403);
    const res = await inject('POST', url, admin, { client_ids: ids, coach_id: otherId });
    expect(res.json()).toEqual({ data: { moved: 2 } });
    const booked = (await band(otherCoach, `week=${day}`, day, 'morning')).sessions.map(
      (s: { client_id: number }) => s.client_id,
    );
    expect(booked).toEqual(expect.arrayContaining(ids));
    for (const body of [
      { client_ids: [], coach_id: otherId },
      { client_ids: [ids[0], ids[0]], coach_id: otherId },
      { client_ids: [999999], coach_id: otherId },
      { client_ids: ids, coach_id: 999999 },
      { client_ids: 'all', coach_id: otherId },
    ]) {
      const bad = await inject('POST', url, admin, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().message).toBeTruthy();
    }
  });
});
