import { TIME_LABELS } from '@coaching/shared/constants';
import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { longDate } from '@coaching/shared/rules/day-names';
import { DAYS_AWAY_TEXT } from '@coaching/shared/rules/days-away';
import { formatRescheduleDate } from '@coaching/shared/rules/reschedule-window';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { clientSessionCalls, type Timeslots } from '../../test/client-session-calls.ts';
import { addOtherClientSession } from '../../test/session-fixtures.ts';
import { staffWorld } from '../../test/staff-world.ts';

let w: Awaited<ReturnType<typeof staffWorld>>;
beforeAll(async () => {
  w = await staffWorld();
});
afterAll(() => w.t.close());

type Range = { id: number; first_day: string; last_day: string; reason: string };
const record = (payload: Record<string, unknown>, headers = w.coach) =>
  w.t.app.inject({ method: 'POST', url: '/api/staff/days-away', headers, payload });
const remove = (id: number, headers = w.coach, query = '') =>
  w.t.app.inject({ method: 'DELETE', url: `/api/staff/days-away/${id}${query}`, headers });
const availability = async (headers = w.coach) =>
  (await w.t.app.inject({ method: 'GET', url: '/api/staff/availability', headers })).json().data;

describe('a coach’s days away', () => {
  it('are refused in the past, last before first, overlapping others, or with no reason, recording nothing', async () => {
    const today = todayIso();
    const before = (await availability()).days_away.length;
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { first_day: addDays(today, -1), last_day: today, reason: 'training' },
        'first_day',
        DAYS_AWAY_TEXT.past,
      ],
      [
        { first_day: addDays(today, 9), last_day: addDays(today, 8), reason: 'training' },
        'last_day',
        DAYS_AWAY_TEXT.lastBeforeFirst,
      ],
      [
        { first_day: addDays(today, 8), last_day: addDays(today, 9), reason: 'a holiday in Crete' },
        'reason',
        '',
      ],
    ];
    for (const [payload, field, text] of cases) {
      const refused = await record(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().errors[field]?.[0] ?? '').toContain(text);
    }
    const first = await record({
      first_day: addDays(today, 30),
      last_day: addDays(today, 34),
      reason: 'annual_leave',
    });
    expect(first.statusCode).toBe(200);
    const overlap = await record({
      first_day: addDays(today, 34),
      last_day: addDays(today, 36),
      reason: 'training',
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().errors.first_day[0]).toMatch(/^These days overlap days away already recorded/);
    expect((await availability()).days_away).toHaveLength(before + 1);
  });

  it('are the coach’s own: another coach cannot record or remove them; an administrator can', async () => {
    const [range] = (await availability()).days_away as Range[];
    const forColleague = await record(
      {
        staff_id: w.coachId,
        first_day: addDays(todayIso(), 50),
        last_day: addDays(todayIso(), 50),
        reason: 'other',
      },
      w.otherCoach,
    );
    expect(forColleague.statusCode).toBe(403);
    expect((await remove(range?.id ?? 0, w.otherCoach)).statusCode, 'not among their own').toBe(404);
    expect((await remove(999_999)).statusCode).toBe(404);

    const byAdmin = await record(
      {
        staff_id: w.coachId,
        first_day: addDays(todayIso(), 50),
        last_day: addDays(todayIso(), 51),
        reason: 'training',
      },
      w.admin,
    );
    expect(byAdmin.statusCode).toBe(200);
    const added = (byAdmin.json().data.days_away as Range[]).find((r) => r.reason === 'training');
    const removed = await remove(added?.id ?? 0, w.admin, `?staff_id=${w.coachId}`);
    expect(removed.statusCode).toBe(200);
    const left = (removed.json().data.days_away as Range[]).map((r) => r.id);
    expect(left).toContain(range?.id);
    expect(left).not.toContain(added?.id);
  });

  it('refuse sessions booked or moved onto them, by staff and by the client, and leave them out of the client’s calendar', async () => {
    const calls = clientSessionCalls(w.t, w.client);
    const checkIn = await calls.dueSession('check-in');
    const before: Timeslots = (await calls.timeslots(checkIn.id)).json().data;
    const day = before.dates[0] ?? '';
    const band = (['morning', 'lunch', 'afternoon', 'evening'] as const).find((time) =>
      before.times[day]?.includes(TIME_LABELS[time]),
    );
    const other = await addOtherClientSession(w.t, { dueDate: day, time: 'morning' });

    const recorded = await record({ first_day: day, last_day: day, reason: 'annual_leave' });
    expect(recorded.statusCode).toBe(200);
    expect(
      recorded.json().data.booked_while_away.map((s: { session_id: number }) => s.session_id),
      'the session already booked there is listed to move, not moved',
    ).toContain(other);
    const myDay = (await w.t.app.inject({ method: 'GET', url: '/api/staff/my-day', headers: w.coach })).json()
      .data;
    expect(
      myDay.away_sessions.map((s: { session_id: number }) => s.session_id),
      'and on My day',
    ).toContain(other);
    const colleagues = (
      await w.t.app.inject({ method: 'GET', url: '/api/staff/my-day', headers: w.otherCoach })
    ).json().data;
    expect(colleagues.away_sessions).toEqual([]);

    const after: Timeslots = (await calls.timeslots(checkIn.id)).json().data;
    expect(after.dates).not.toContain(day);
    const moved = await calls.reschedule(checkIn.id, {
      taskId: checkIn.id,
      date: formatRescheduleDate(day, band ?? 'lunch'),
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({
      code: 'COACH_AWAY',
      errors: { date: [`Your coach is away on ${longDate(day)}. Choose another day.`] },
    });

    const booked = await w.t.app.inject({
      method: 'POST',
      url: `/api/staff/clients/${w.demoId}/sessions`,
      headers: w.admin,
      payload: { type: 'coaching', due_date: day, time: 'evening' },
    });
    expect(booked.statusCode).toBe(400);
    expect(booked.json()).toMatchObject({
      code: 'COACH_AWAY',
      errors: { due_date: [`Sam Coach is away on ${longDate(day)}. Choose another day.`] },
    });
    const staffMove = await w.t.app.inject({
      method: 'PUT',
      url: `/api/staff/clients/${w.demoId}/sessions/${checkIn.id}`,
      headers: w.coach,
      payload: { due_date: day, time: 'evening' },
    });
    expect(staffMove.json().code).toBe('COACH_AWAY');
    expect((await calls.dueSession('check-in')).due_date, 'nothing moved').toBe(checkIn.due_date);

    const [cancelledThere] = await w.t.db
      .insert(sessions)
      .values({
        clientId: w.demoId,
        coachId: w.coachId,
        type: 'coaching',
        dueDate: day,
        time: 'evening',
        status: 'cancelled',
      })
      .returning({ id: sessions.id });
    const reopened = await w.t.app.inject({
      method: 'PUT',
      url: `/api/staff/clients/${w.demoId}/sessions/${cancelledThere?.id}/status`,
      headers: w.coach,
      payload: { status: 'due' },
    });
    expect(reopened.statusCode, 'but not made upcoming again there').toBe(400);
    expect(reopened.json()).toMatchObject({ code: 'COACH_AWAY', errors: { status: [expect.any(String)] } });

    const week = (
      await w.t.app.inject({ method: 'GET', url: `/api/staff/diary?week=${day}`, headers: w.coach })
    ).json().data;
    const diaryDay = week.days.find((d: { date: string }) => d.date === day);
    expect(diaryDay).toMatchObject({ bookable: false, closed: 'Away: annual leave' });
    expect(diaryDay.bands.every((b: { free: number }) => b.free === 0)).toBe(true);
  });

  it('list the sessions of a client moved to a coach away on their days, for that coach to rearrange', async () => {
    const day = addDays(todayIso(), 60);
    const [booked] = await w.t.db
      .insert(sessions)
      .values({ clientId: w.demoId, coachId: w.coachId, type: 'coaching', dueDate: day, time: 'morning' })
      .returning({ id: sessions.id });
    const away = await record({ first_day: day, last_day: day, reason: 'training' }, w.otherCoach);
    expect(away.json().data.booked_while_away).toEqual([]);

    const assigned = await w.t.app.inject({
      method: 'PUT',
      url: `/api/staff/clients/${w.demoId}/coach`,
      headers: w.admin,
      payload: { coach_id: w.otherCoachId },
    });
    expect(assigned.statusCode).toBe(200);
    const myDay = (
      await w.t.app.inject({ method: 'GET', url: '/api/staff/my-day', headers: w.otherCoach })
    ).json().data;
    expect(
      myDay.away_sessions.map((s: { session_id: number }) => s.session_id),
      'the session follows the client and waits on the new coach’s My day',
    ).toContain(booked?.id);
  });
});
