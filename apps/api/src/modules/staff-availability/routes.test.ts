import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachSlots } from '../../db/schema.ts';
import { staffWorld } from '../../test/staff-world.ts';
import { logIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let admin: Record<string, string>;
let other: { id: number; email: string; totpSecret: string };
let otherCoach: Record<string, string>;
let coachId: number;

beforeAll(async () => {
  ({ t, coach, admin, other, otherCoach, coachId } = await staffWorld());
});
afterAll(() => t.close());

const get = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/staff/availability${query}`, headers });
const put = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/staff/availability', headers, payload });

describe('/api/staff/availability', () => {
  it('shows the coach’s weekly slots and the sessions booked in them', async () => {
    const res = await get(coach);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.staff_id).toBe(coachId);
    expect(data.slots).toHaveLength(20);
    expect(data.slots[0]).toEqual({ day: 'mon', time: 'morning', capacity: 3 });
    expect(data.booked.length).toBeGreaterThan(0);
    expect(data.booked[0]).toMatchObject({ first_name: 'Jo', type: expect.any(String) });
  });

  it('replaces the weekly pattern', async () => {
    const res = await put(otherCoach, {
      slots: [
        { day: 'tue', time: 'lunch', capacity: 5 },
        { day: 'mon', time: 'evening' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.slots).toEqual([
      { day: 'mon', time: 'evening', capacity: 3 },
      { day: 'tue', time: 'lunch', capacity: 5 },
    ]);
    const stored = await t.db.select().from(coachSlots).where(eq(coachSlots.staffId, other.id));
    expect(stored).toHaveLength(2);
  });

  it('is what the client’s reschedule calendar offers', async () => {
    const client = await logIn(t.app);
    const sessions = (await t.app.inject({ method: 'GET', url: '/api/mlw/sessions', headers: client })).json()
      .data;
    const due = sessions.find(
      (s: { status: string; type: string }) => s.status === 'due' && s.type === 'coaching',
    );
    expect((await put(coach, { slots: [{ day: 'wed', time: 'lunch' }] })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/mlw/calendar/timeslots/${due.id}`,
      headers: client,
    });
    const { dates, times } = res.json().data;
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) {
      expect(new Date(`${date}T12:00:00Z`).getUTCDay()).toBe(3);
      expect(times[date]).toEqual(['Lunch time']);
    }
  });

  it('rejects unknown days and times, repeats and unknown fields', async () => {
    const res = await put(coach, {
      slots: [
        { day: 'sat', time: 'night' },
        { day: 'mon', time: 'lunch', capacity: 0 },
        { day: 'mon', time: 'lunch' },
      ],
      colour: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      'slots.0.day': ['Choose a weekday'],
      'slots.0.time': ['Choose a time of day'],
      'slots.1.capacity': ['Enter how many calls fit, from 1 to 12'],
      colour: ['Unknown field'],
    });
  });

  it('lets only an administrator see or change a colleague’s diary', async () => {
    expect((await get(coach, `?staff_id=${other.id}`)).statusCode).toBe(403);
    expect((await put(coach, { staff_id: other.id, slots: [] })).statusCode).toBe(403);
    expect((await get(admin, `?staff_id=${other.id}`)).json().data.staff_id).toBe(other.id);
    expect((await put(admin, { staff_id: other.id, slots: [] })).json().data.slots).toEqual([]);
    expect((await get(admin, '?staff_id=99999')).statusCode).toBe(400);
  });

  it('refuses clients and anonymous callers', async () => {
    const client = await logIn(t.app);
    expect((await get(client)).statusCode).toBe(403);
    expect((await put({}, { slots: [] })).statusCode).toBe(401);
  });
});
