import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffWorld } from '../../test/staff-world.ts';
import { logIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let admin: Record<string, string>;
let demoId: number;

beforeAll(async () => {
  ({ t, coach, admin, demoId } = await staffWorld());
});
afterAll(() => t.close());

const audit = (query: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/staff/audit${query}`, headers });

describe('GET /api/staff/audit', () => {
  it('shows administrators who read and changed a record, newest first', async () => {
    await t.app.inject({ method: 'GET', url: `/api/staff/clients/${demoId}`, headers: coach });
    await t.app.inject({ method: 'GET', url: `/api/staff/clients/${demoId}/plan`, headers: coach });
    await t.app.inject({
      method: 'PUT',
      url: `/api/staff/clients/${demoId}/plan`,
      headers: coach,
      payload: { service_level: 3, pathways: ['move-more'] },
    });
    const res = await audit(`?client_id=${demoId}`, admin);
    expect(res.statusCode).toBe(200);
    const { data, next_before } = res.json();
    expect(data.map((e: { action: string }) => e.action)).toEqual([
      'saved plan settings',
      'viewed plan',
      'viewed record',
    ]);
    expect(data[0]).toMatchObject({ staff: { name: 'Sam Coach' }, client: { id: demoId, name: 'Jo Demo' } });
    expect(next_before).toBeNull();
  });

  it('does not record a change that was refused', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/staff/clients/${demoId}/plan`,
      headers: coach,
      payload: { service_level: 9, pathways: [] },
    });
    const { data } = (await audit(`?client_id=${demoId}`, admin)).json();
    expect(data).toHaveLength(3);
  });

  it('pages with before= and filters by staff member', async () => {
    const all = (await audit(`?client_id=${demoId}`, admin)).json().data;
    const older = (await audit(`?client_id=${demoId}&before=${all[0].id}`, admin)).json().data;
    expect(older.map((e: { id: number }) => e.id)).toEqual(all.slice(1).map((e: { id: number }) => e.id));
    const byAdmin = (await audit(`?staff_id=${all[0].staff.id + 1000}`, admin)).json().data;
    expect(byAdmin).toEqual([]);
    expect((await audit('?client_id=abc', admin)).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    expect((await audit('', coach)).statusCode).toBe(403);
    expect((await audit('', await logIn(t.app))).statusCode).toBe(403);
    expect((await audit('', {})).statusCode).toBe(401);
  });
});
