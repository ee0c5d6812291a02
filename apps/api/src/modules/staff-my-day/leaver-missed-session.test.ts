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

const missedOn = async (headers: Record<string, string>) =>
  (await w.t.app.inject({ method: 'GET', url: '/api/staff/my-day', headers })).json().data
    .missed_sessions as Array<{ session_id: number; client_id: number }>;

describe('A missed session when its coach leaves (issue 29)', () => {
  it('goes to the My day of the coach who takes the client on, not to no one', async () => {
    const leaving = await addStaff(w.t.db, 'leaving.coach@example.com');
    const leaver = await logInStaff(w.t.app, leaving);
    const clientId = await addClient(w.t.db, {
      email: 'missed.with.leaver@example.com',
      coachId: leaving.id,
    });
    const [missed] = await w.t.db
      .insert(sessions)
      .values({
        clientId,
        coachId: leaving.id,
        type: 'coaching',
        dueDate: addDays(todayIso(), -2),
        time: 'morning',
        status: 'missed',
      })
      .returning({ id: sessions.id });
    const ids = async (headers: Record<string, string>) => (await missedOn(headers)).map((r) => r.session_id);
    expect(await ids(leaver)).toContain(missed?.id);
    expect(await ids(w.otherCoach)).not.toContain(missed?.id);

    const retired = await w.t.app.inject({
      method: 'PUT',
      url: `/api/staff/accounts/${leaving.id}`,
      headers: w.admin,
      payload: { active: false, successor_ids: [w.otherCoachId] },
    });
    expect(retired.statusCode).toBe(200);

    expect(await ids(w.otherCoach), 'the client’s new coach follows it up').toContain(missed?.id);
    expect(await ids(w.coach), 'a coach who did not take the client on does not').not.toContain(missed?.id);
  });
});
