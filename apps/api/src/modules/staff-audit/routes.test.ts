import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffWorld } from '../../test/staff-world.ts';
import { logIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let admin: Record<string, string>;
let demoId: number;
let otherCoachId: number;

beforeAll(async () => {
  ({ t, coach, admin, demoId, otherCoachId } = await staffWorld());
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
      'marked first chat done', // the demo data's, as the report counts first chats from it
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
    expect(data).toHaveLength(4);
  });

  it('pages with before= and filters by staff member', async () => {
    const all = (await audit(`?client_id=${demoId}`, admin)).json().data;
    const older = (await audit(`?client_id=${demoId}&before=${all[0].id}`, admin)).json().data;
    expect(older.map((e: { id: number }) => e.id)).toEqual(all.slice(1).map((e: { id: number }) => e.id));
    const byAdmin = (await audit(`?staff_id=${all[0].staff.id + 1000}`, admin)).json().data;
    expect(byAdmin).toEqual([]);
    expect((await audit('?client_id=abc', admin)).statusCode).toBe(400);
  });

  it('filters by who, to which staff account and what, and lists the actions held', async () => {
    await t.app.inject({
      method: 'PUT',
      url: `/api/staff/accounts/${otherCoachId}`,
      headers: admin,
      payload: { name: 'Renamed Coach' },
    });
    const onAccount = (await audit(`?target_staff_id=${otherCoachId}`, admin)).json().data;
    expect(onAccount.map((e: { action: string }) => e.action)).toContain('renamed staff account');
    expect(onAccount.every((e: { target_staff: { id: number } }) => e.target_staff.id === otherCoachId)).toBe(
      true,
    );
    const renamed = (await audit(`?action=${encodeURIComponent('renamed staff account')}`, admin)).json()
      .data;
    expect(renamed).toHaveLength(1);
    expect(renamed[0]).toMatchObject({
      staff: { name: 'Alex Admin' },
      target_staff: { name: 'Renamed Coach' },
    });
    const byCoach = (await audit(`?staff_id=${renamed[0].staff.id}&action=viewed%20record`, admin)).json()
      .data;
    expect(byCoach).toEqual([]);
    const actions = (await audit('/actions', admin)).json().data;
    expect(actions).toEqual([...actions].sort());
    expect(actions).toEqual(
      expect.arrayContaining(['renamed staff account', 'viewed record', 'staff signed in']),
    );
  });

  it('downloads the filtered log as CSV, and records the download', async () => {
    const res = await audit(`.csv?target_staff_id=${otherCoachId}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows: string[][] = parse(res.body);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((row) => row[6] === String(otherCoachId))).toBe(true);
    expect(rows.slice(1).map((row) => row[3])).toContain('renamed staff account');
    const latest = (await audit('?action=exported%20audit%20log', admin)).json().data[0];
    expect(latest.detail).toBe(`target_staff_id=${otherCoachId}`);
    expect((await audit('.csv', coach)).statusCode).toBe(403);
    expect((await audit('.csv?action=', admin)).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    expect((await audit('', coach)).statusCode).toBe(403);
    expect((await audit('/actions', coach)).statusCode).toBe(403);
    expect((await audit('', await logIn(t.app))).statusCode).toBe(403);
    expect((await audit('', {})).statusCode).toBe(401);
  });
});
