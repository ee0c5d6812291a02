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

const unrecordedOn = async (headers: Record<string, string>) =>
  (
    (await w.t.app.inject({ method: 'GET', url: '/api/staff/my-day', headers })).json().data
      .unrecorded_sessions as Array<{ session_id: number; due_date: string; time: string }>
  ).map((r) => r.session_id);

describe('Sessions to record on My day', () => {
  it('lists past sessions nobody recorded held or missed, to their coach, then to whoever takes the client on', async () => {
    const leaving = await addStaff(w.t.db, 'unrecorded.coach@example.com');
    const leaver = await logInStaff(w.t.app, leaving);
    const clientId = await addClient(w.t.db, { email: 'unrecorded.client@example.com', coachId: leaving.id });
    const session = async (days: number, status: 'due' | 'complete' | 'missed' | 'cancelled') => {
      const [row] = await w.t.db
        .insert(sessions)
        .values({
          clientId,
          coachId: leaving.id,
          type: 'coaching',
          dueDate: addDays(todayIso(), days),
          time: 'morning',
          status,
        })
        .returning({ id: sessions.id });
      return row?.id;
    };
    const older = await session(-9, 'due');
    const yesterday = await session(-1, 'due');
    const others = [
      await session(0, 'due'),
      await session(5, 'due'),
      await session(-4, 'complete'),
      await session(-3, 'missed'),
      await session(-2, 'cancelled'),
    ];

    expect(await unrecordedOn(leaver)).toEqual([older, yesterday]);
    expect(await unrecordedOn(leaver)).not.toEqual(expect.arrayContaining(others));
    expect(await unrecordedOn(w.otherCoach)).not.toContain(older);

    const retired = await w.t.app.inject({
      method: 'PUT',
      url: `/api/staff/accounts/${leaving.id}`,
      headers: w.admin,
      payload: { active: false, successor_ids: [w.otherCoachId] },
    });
    expect(retired.statusCode).toBe(200);
    expect(await unrecordedOn(w.otherCoach), 'the client’s new coach records them').toEqual(
      expect.arrayContaining([older, yesterday]),
    );
    expect(await unrecordedOn(w.coach)).not.toContain(older);
  });

  it('go with a client moved to another coach, who can open the record, with their missed ones', async () => {
    const clientId = await addClient(w.t.db, { email: 'moved.client@example.com', coachId: w.coachId });
    const [unrecorded, missed] = await w.t.db
      .insert(sessions)
      .values(
        (['due', 'missed'] as const).map((status, i) => ({
          clientId,
          coachId: w.coachId,
          type: 'coaching' as const,
          dueDate: addDays(todayIso(), -4 + i),
          time: 'morning' as const,
          status,
        })),
      )
      .returning({ id: sessions.id });
    const lists = async (headers: Record<string, string>) => {
      const day = (await w.t.app.inject({ method: 'GET', url: '/api/staff/my-day', headers })).json().data;
      return [...day.unrecorded_sessions, ...day.missed_sessions].map(
        (r: { session_id: number }) => r.session_id,
      );
    };
    expect(await lists(w.coach)).toEqual(expect.arrayContaining([unrecorded?.id, missed?.id]));

    const moved = await w.t.app.inject({
      method: 'PUT',
      url: `/api/staff/clients/${clientId}/coach`,
      headers: w.admin,
      payload: { coach_id: w.otherCoachId },
    });
    expect(moved.statusCode).toBe(200);
    const record = await w.t.app.inject({
      method: 'GET',
      url: `/api/staff/clients/${clientId}`,
      headers: w.coach,
    });
    expect(record.statusCode, 'the coach who held them can no longer open the record').toBe(404);
    expect(await lists(w.coach)).not.toEqual(expect.arrayContaining([unrecorded?.id]));
    expect(await lists(w.coach)).not.toEqual(expect.arrayContaining([missed?.id]));
    expect(await lists(w.otherCoach)).toEqual(expect.arrayContaining([unrecorded?.id, missed?.id]));
  });
});
