import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { addClient } from '../../test/staff-fixtures.ts';
import { addStaff, logInStaff } from '../../test/staff-login.ts';
import { staffWorld } from '../../test/staff-world.ts';

let w: Awaited<ReturnType<typeof staffWorld>>;
beforeAll(async () => {
  w = await staffWorld();
});
afterAll(() => w.t.close());

type Day = { today_sessions: { session_id: number }[]; next_session_day: NextDay | null };
type NextDay = {
  date: string;
  sessions: { session_id: number; time: string; status: string; version: string }[];
};

const myDay = async (headers: Record<string, string>): Promise<Day> =>
  (await w.t.app.inject({ method: 'GET', url: '/api/staff/my-day', headers })).json().data;

describe('My day when today holds no session', () => {
  it('shows the coach’s next day with sessions booked, in band order, and nothing of it once today has one', async () => {
    const member = await addStaff(w.t.db, 'next.day.coach@example.com');
    const coach = await logInStaff(w.t.app, member);
    const clientId = await addClient(w.t.db, { email: 'next.day.client@example.com', coachId: member.id });
    const book = async (
      days: number,
      time: 'morning' | 'lunch' | 'afternoon' | 'evening',
      status: 'due' | 'cancelled' = 'due',
      coachId = member.id,
    ) => {
      const [row] = await w.t.db
        .insert(sessions)
        .values({ clientId, coachId, type: 'coaching', dueDate: addDays(todayIso(), days), time, status })
        .returning({ id: sessions.id });
      return row?.id ?? 0;
    };
    expect((await myDay(coach)).next_session_day, 'nothing booked at all').toBeNull();

    await book(1, 'morning', 'cancelled');
    await book(2, 'lunch', 'due', w.otherCoachId);
    const evening = await book(3, 'evening');
    const morning = await book(3, 'morning');
    await book(5, 'morning');

    const day = await myDay(coach);
    expect(day.today_sessions).toEqual([]);
    expect(day.next_session_day?.date).toBe(addDays(todayIso(), 3));
    expect(day.next_session_day?.sessions.map((s) => [s.session_id, s.time, s.status])).toEqual([
      [morning, 'morning', 'due'],
      [evening, 'evening', 'due'],
    ]);
    expect(
      (await myDay(w.otherCoach)).next_session_day?.sessions.map((s) => s.session_id) ?? [],
    ).not.toContain(morning);

    const held = await w.t.app.inject({
      method: 'PUT',
      url: `/api/staff/clients/${clientId}/sessions/${morning}/status`,
      headers: { ...coach, 'if-match': day.next_session_day?.sessions[0]?.version ?? '' },
      payload: { status: 'complete' },
    });
    expect(held.statusCode, 'not markable held before its day').toBe(400);
    expect(held.json().errors.status[0]).toMatch(/^This session has not started yet/);

    await book(0, 'evening');
    const busy = await myDay(coach);
    expect(busy.today_sessions).toHaveLength(1);
    expect(busy.next_session_day).toBeNull();
  });
});
