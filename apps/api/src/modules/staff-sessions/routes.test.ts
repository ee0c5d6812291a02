import { addDays, isWeekend, todayIso } from '@coaching/shared/rules/dates';
import { BOOKING_TEXT, isSessionDay, NO_SESSIONS_AT_WEEKENDS } from '@coaching/shared/rules/session-days';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOtherClientSession, setDemoBand } from '../../test/session-fixtures.ts';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let otherCoach: Record<string, string>;
let client: Record<string, string>;
let demoId: number;

/** The first weekday at least `days` from today that the seed left free. */
function weekdayIn(days: number): string {
  let day = addDays(todayIso(), days);
  while (!isSessionDay(day)) day = addDays(day, 1);
  return day;
}

beforeAll(async () => {
  ({ t, coach, otherCoach, client, demoId } = await staffWorld());
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, headers = coach, payload?: Body) =>
  t.app.inject({
    method,
    url: `/api/staff/clients/${demoId}/${path}`,
    headers,
    ...(payload ? { payload } : {}),
  });
const clientSessions = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/mlw/sessions', headers: client })).json().data;

describe('staff sessions', () => {
  const day = weekdayIn(40);

  it('schedules a session that the client sees as upcoming', async () => {
    const res = await call('POST', 'sessions', coach, { type: 'check-in', due_date: day, time: 'lunch' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toContainEqual(
      expect.objectContaining({ type: 'check-in', due_date: day, time: 'lunch', status: 'due' }),
    );
    const mine = (await clientSessions()).find((s: { due_date: string }) => s.due_date === day);
    expect(mine).toMatchObject({ status: 'due', time: 'lunch' });
  });

  it('books up to the band’s capacity (three by default, or what the coach set), then refuses', async () => {
    // The demo client's check-in is one; other clients of the coach take the other two places.
    await addOtherClientSession(t, { dueDate: day });
    await addOtherClientSession(t, { dueDate: day });
    const full = await call('POST', 'sessions', coach, { type: 'coaching', due_date: day, time: 'lunch' });
    expect(full.statusCode).toBe(409);
    expect(full.json().errors.time[0]).toMatch(/band is full/);
    const later = weekdayIn(50);
    const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'];
    const dayOfWeek = weekdays[new Date(`${later}T12:00:00Z`).getUTCDay() - 1];
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/availability',
      headers: coach,
      payload: { slots: [{ day: dayOfWeek, time: 'morning', capacity: 1 }] },
    });
    expect(set.statusCode).toBe(200);
    expect(
      (await call('POST', 'sessions', coach, { type: 'coaching', due_date: later, time: 'morning' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('POST', 'sessions', coach, { type: 'coaching', due_date: later, time: 'morning' }))
        .statusCode,
    ).toBe(409);
  });

  it('rejects past dates, weekends, unknown types and times', async () => {
    let saturday = addDays(todayIso(), 7);
    while (!isWeekend(saturday)) saturday = addDays(saturday, 1);
    const past = await call('POST', 'sessions', coach, {
      type: 'coaching',
      due_date: '2020-01-06',
      time: 'lunch',
    });
    expect(past.json().errors).toEqual({ due_date: [BOOKING_TEXT.past] });
    const weekend = await call('POST', 'sessions', coach, {
      type: 'coaching',
      due_date: saturday,
      time: 'lunch',
    });
    expect(weekend.json().errors.due_date).toEqual([NO_SESSIONS_AT_WEEKENDS]);
    const bad = await call('POST', 'sessions', coach, { type: 'party', due_date: day, time: 'night' });
    expect(bad.json().errors).toEqual({ type: ['Choose a session type'], time: ['Choose a time of day'] });
  });

  it('adds notes, marks complete or missed, cancels, reopens and moves sessions', async () => {
    const list = (await call('GET', 'sessions')).json().data;
    const session = list.find((s: { due_date: string }) => s.due_date === day);
    const noted = await call('POST', `sessions/${session.id}/notes`, coach, {
      note: 'Bring the step count.',
    });
    const withNote = noted.json().data.find((s: { id: number }) => s.id === session.id);
    expect(withNote.notes).toEqual([
      { id: expect.any(Number), date: todayIso(), note: 'Bring the step count.' },
    ]);

    await setDemoBand(t, day, 'evening', 3); // an earlier test left the coach working mornings only
    const moved = await call('PUT', `sessions/${session.id}`, coach, { due_date: day, time: 'evening' });
    expect(moved.json().data.find((s: { id: number }) => s.id === session.id).time).toBe('evening');

    for (const status of ['complete', 'missed'] as const) {
      const early = await call('PUT', `sessions/${session.id}/status`, coach, { status });
      expect(early.statusCode).toBe(400);
      expect(early.json().errors.status[0]).toMatch(
        /^This session has not started yet: its band starts at 17:00 on /,
      );
    }
    for (const status of ['cancelled', 'due'] as const) {
      const res = await call('PUT', `sessions/${session.id}/status`, coach, { status });
      expect(res.json().data.find((s: { id: number }) => s.id === session.id).status).toBe(status);
    }
    const seen = (await clientSessions()).find((s: { id: number }) => s.id === session.id);
    expect(seen.notes).toHaveLength(1);

    await call('PUT', `sessions/${session.id}/status`, coach, { status: 'cancelled' });
    for (let i = 0; i < 3; i++) {
      await call('POST', 'sessions', coach, { type: 'coaching', due_date: day, time: 'evening' });
    }
    const reopen = await call('PUT', `sessions/${session.id}/status`, coach, { status: 'due' });
    expect(reopen.statusCode).toBe(409);
    const moveCancelled = await call('PUT', `sessions/${session.id}`, coach, {
      due_date: day,
      time: 'morning',
    });
    expect(moveCancelled.json().message).toBe('Only an upcoming session can be moved');
  });

  it('removes a mistaken note, which the client then no longer sees', async () => {
    const session = (await call('GET', 'sessions'))
      .json()
      .data.find((s: { notes: { note: string }[] }) =>
        s.notes.some((n) => n.note === 'Bring the step count.'),
      );
    const added = await call('POST', `sessions/${session.id}/notes`, coach, {
      note: 'Meant for another client.',
    });
    const notes = added.json().data.find((s: { id: number }) => s.id === session.id).notes;
    const mistaken = notes.find((n: { note: string }) => n.note === 'Meant for another client.');

    const res = await call('DELETE', `sessions/${session.id}/notes/${mistaken.id}`);
    expect(res.statusCode).toBe(200);
    const left = res.json().data.find((s: { id: number }) => s.id === session.id).notes;
    expect(left.map((n: { note: string }) => n.note)).toEqual(['Bring the step count.']);
    const seen = (await clientSessions()).find((s: { id: number }) => s.id === session.id);
    expect(seen.notes).toEqual([{ date: todayIso(), note: 'Bring the step count.' }]);

    expect((await call('DELETE', `sessions/${session.id}/notes/${mistaken.id}`)).statusCode).toBe(404);
    const other = (await call('GET', 'sessions'))
      .json()
      .data.find((s: { id: number }) => s.id !== session.id);
    expect((await call('DELETE', `sessions/${other.id}/notes/${left[0].id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `sessions/99999/notes/${left[0].id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `sessions/${session.id}/notes/abc`)).statusCode).toBe(400);
  });

  it('answers 404 for a session of another client and a missing one', async () => {
    expect((await call('PUT', 'sessions/99999/status', coach, { status: 'complete' })).statusCode).toBe(404);
    expect((await call('POST', 'sessions/99999/notes', coach, { note: 'x' })).statusCode).toBe(404);
  });

  it('answers 404 to another coach and refuses clients and anonymous callers', async () => {
    for (const [method, path] of [
      ['GET', 'sessions'],
      ['POST', 'sessions'],
      ['PUT', 'sessions/1'],
      ['PUT', 'sessions/1/status'],
      ['POST', 'sessions/1/notes'],
      ['DELETE', 'sessions/1/notes/1'],
    ] as const) {
      expect((await call(method, path, otherCoach, {})).statusCode, `${method} ${path}`).toBe(404);
      expect((await call(method, path, client, {})).statusCode, `${method} ${path}`).toBe(403);
      expect((await call(method, path, {}, {})).statusCode, `${method} ${path}`).toBe(401);
    }
  });
});
