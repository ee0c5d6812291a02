import { todayIso } from '@coaching/shared/rules/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { addClient } from '../../test/staff-fixtures.ts';
import { staffWorld } from '../../test/staff-world.ts';

let w: Awaited<ReturnType<typeof staffWorld>>;
beforeAll(async () => {
  w = await staffWorld();
});
afterAll(() => w.t.close());

const todayOf = async (headers: Record<string, string>) =>
  (await w.t.app.inject({ method: 'GET', url: '/api/staff/my-day', headers })).json().data
    .today_sessions as Array<{
    session_id: number;
    contact: string;
    last_note: string | null;
  }>;

describe('A session held today with a client who then moves to another coach', () => {
  it('leaves the coach’s Today list with the client, whose record, phone and notes they can no longer open', async () => {
    const clientId = await addClient(w.t.db, { email: 'held.then.moved@example.com', coachId: w.coachId });
    const [held] = await w.t.db
      .insert(sessions)
      .values({
        clientId,
        coachId: w.coachId,
        type: 'coaching',
        dueDate: todayIso(),
        time: 'morning',
        status: 'complete',
      })
      .returning({ id: sessions.id });
    const ids = async (headers: Record<string, string>) => (await todayOf(headers)).map((r) => r.session_id);
    expect(await ids(w.coach)).toContain(held?.id);

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
    expect(record.statusCode, 'the record the list would link to').toBe(404);

    expect(await ids(w.coach)).not.toContain(held?.id);
    expect(await ids(w.otherCoach), 'it was not theirs to hold').not.toContain(held?.id);
  });
});
