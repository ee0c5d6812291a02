import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let admin: Record<string, string>;
let coachId: number;

beforeAll(async () => {
  ({ t, coach, admin, coachId } = await staffWorld());
});
afterAll(() => t.close());

const get = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/staff/availability', headers: coach })).json().data;
const put = (headers: Record<string, string>, payload: object, ifMatch?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/staff/availability',
    headers: ifMatch ? { ...headers, 'if-match': ifMatch } : headers,
    payload,
  });
/** Every audit row: a refused save writes neither its change nor its read of the sessions booked. */
const changes = async () => (await t.db.select({ n: count() }).from(auditLog))[0]?.n;

const mondays = { slots: [{ day: 'mon', time: 'morning', capacity: 2 }] };
const fridays = { slots: [{ day: 'fri', time: 'evening', capacity: 1 }] };

describe('the weekly pattern saves against the version its form was filled from', () => {
  it('a pattern saved from a tab opened before another save is refused and writes nothing, audit included', async () => {
    const opened = await get();
    expect(opened.version).toMatch(/^"availability-/);
    const first = await put(admin, { staff_id: coachId, ...mondays }, opened.version);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.version).not.toBe(opened.version);
    const audited = await changes();

    const second = await put(coach, fridays, opened.version);
    expect(second.statusCode).toBe(412);
    expect(second.json().code).toBe('CHANGED_SINCE_OPENED');
    expect(await changes()).toBe(audited);
    expect((await get()).slots).toEqual(mondays.slots);

    const again = await put(coach, fridays, first.json().data.version);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.slots).toEqual(fridays.slots);
    expect((await get()).version).toBe(again.json().data.version);
  });

  it('a save without If-Match replaces the pattern as before', async () => {
    const res = await put(coach, mondays);
    expect(res.statusCode).toBe(200);
    expect((await get()).slots).toEqual(mondays.slots);
  });
});
