import { TIME_LABELS, TIMES } from '@coaching/shared/constants';
import { formatRescheduleDate } from '@coaching/shared/rules/reschedule-window';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSessionCalls, type Timeslots } from '../../test/client-session-calls.ts';
import { staffWorld } from '../../test/staff-world.ts';

let w: Awaited<ReturnType<typeof staffWorld>>;
beforeAll(async () => {
  w = await staffWorld();
});
afterAll(() => w.t.close());

type Change = { session_id: number; status: string; due_date: string; time: string; changed_at: string };
const changesOn = async (headers: Record<string, string>): Promise<Change[]> =>
  (await w.t.app.inject({ method: 'GET', url: '/api/staff/my-day', headers })).json().data.client_changes;

describe('Moved or cancelled by clients, on My day', () => {
  it('lists a session the client moved and one they cancelled to their coach, until staff change it', async () => {
    const calls = clientSessionCalls(w.t, w.client);
    expect(await changesOn(w.coach), 'the demo client moved one herself yesterday').toHaveLength(1);

    const checkIn = await calls.dueSession('check-in');
    const { dates, times }: Timeslots = (await calls.timeslots(checkIn.id)).json().data;
    const day = dates[0] ?? '';
    const band = TIMES.find((time) => times[day]?.includes(TIME_LABELS[time])) ?? 'morning';
    const moved = await calls.reschedule(checkIn.id, {
      taskId: checkIn.id,
      date: formatRescheduleDate(day, band),
    });
    expect(moved.statusCode).toBe(200);
    const coaching = await calls.dueSession('coaching');
    const cancelled = await w.t.app.inject({
      method: 'DELETE',
      url: `/api/mlw/sessions/${coaching.id}`,
      headers: w.client,
    });
    expect(cancelled.statusCode).toBe(200);

    const listed = await changesOn(w.coach);
    expect(
      listed.slice(0, 2).map(({ session_id, status }) => ({ session_id, status })),
      'newest first',
    ).toEqual([
      { session_id: coaching.id, status: 'cancelled' },
      { session_id: checkIn.id, status: 'due' },
    ]);
    expect(listed[1]).toMatchObject({ due_date: day, time: band });
    expect(Date.now() - Date.parse(listed[0]?.changed_at ?? '')).toBeLessThan(60_000);
    expect(await changesOn(w.otherCoach), 'another coach’s My day').toEqual([]);

    const again = await w.t.app.inject({
      method: 'PUT',
      url: `/api/staff/clients/${w.demoId}/sessions/${coaching.id}/status`,
      headers: w.coach,
      payload: { status: 'due' },
    });
    expect(again.statusCode).toBe(200);
    const left = (await changesOn(w.coach)).map((c) => c.session_id);
    expect(left, 'the coach has dealt with it').not.toContain(coaching.id);
    expect(left).toContain(checkIn.id);
  });

  it('leaves the list once the coach notes it, the session as it was; for another client’s session, 404', async () => {
    const [change] = await changesOn(w.coach);
    const noted = (clientId: number, headers = w.coach) =>
      w.t.app.inject({
        method: 'POST',
        url: `/api/staff/clients/${clientId}/sessions/${change?.session_id}/client-change-noted`,
        headers,
      });
    expect((await noted(w.noPlanId)).statusCode, 'not that client’s session').toBe(404);
    expect((await noted(w.demoId, w.otherCoach)).statusCode, 'not that coach’s client').toBe(404);
    expect((await changesOn(w.coach)).map((c) => c.session_id)).toContain(change?.session_id);

    const answer = await noted(w.demoId);
    expect(answer.statusCode).toBe(200);
    const session = answer.json().data.find((s: { id: number }) => s.id === change?.session_id);
    expect(session, 'still booked where the client put it').toMatchObject({ due_date: change?.due_date });
    expect((await changesOn(w.coach)).map((c) => c.session_id)).not.toContain(change?.session_id);
  });
});
