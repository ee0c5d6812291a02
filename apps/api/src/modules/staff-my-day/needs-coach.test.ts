import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { isSessionDay } from '@coaching/shared/rules/session-days';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema.ts';
import { staffWorld } from '../../test/staff-world.ts';

let w: Awaited<ReturnType<typeof staffWorld>>;
beforeAll(async () => {
  w = await staffWorld();
});
afterAll(() => w.t.close());

const needsCoach = async (headers: Record<string, string>) =>
  (await w.t.app.inject({ method: 'GET', url: '/api/staff/my-day', headers })).json().data.needs_coach;

describe('Needs a coach (issue 29)', () => {
  it('lists a client their coach hands back on every administrator’s My day, with their next session', async () => {
    let day = addDays(todayIso(), 10);
    while (!isSessionDay(day)) day = addDays(day, 1);
    const url = `/api/staff/clients/${w.demoId}`;
    const booked = await w.t.app.inject({
      method: 'POST',
      url: `${url}/sessions`,
      headers: w.coach,
      payload: { type: 'coaching', due_date: day, time: 'afternoon' },
    });
    expect(booked.statusCode).toBe(200);
    const soonest = (booked.json().data as Array<{ status: string; due_date: string; time: string }>)
      .filter((s) => s.status === 'due' && s.due_date >= todayIso())
      .sort((a, b) => a.due_date.localeCompare(b.due_date))[0];
    await w.t.db.update(clients).set({ completedCalls: 1 }).where(eq(clients.id, w.demoId));
    expect(await needsCoach(w.admin)).toEqual([]);
    const handBack = await w.t.app.inject({
      method: 'PUT',
      url: `${url}/coach`,
      headers: w.coach,
      payload: { coach_id: null },
    });
    expect(handBack.statusCode).toBe(200);
    expect(await needsCoach(w.admin)).toEqual([
      expect.objectContaining({ client_id: w.demoId, next_due_date: soonest?.due_date }),
    ]);
    expect(await needsCoach(w.otherCoach)).toEqual([]);
    await w.t.app.inject({
      method: 'PUT',
      url: `${url}/coach`,
      headers: w.admin,
      payload: { coach_id: w.otherCoachId },
    });
    expect(await needsCoach(w.admin)).toEqual([]);
  });
});
