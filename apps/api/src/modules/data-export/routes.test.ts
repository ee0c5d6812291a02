import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients, dataExports, staff } from '../../db/schema.ts';
import { DEMO_ADMIN, logInStaff } from '../../test/staff-login.ts';
import { createTestApp, DEMO_CLIENT, DEMO_NO_PLAN, logIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let client: Record<string, string>;
let coach: Record<string, string>;
let clientId: number;
beforeAll(async () => {
  t = await createTestApp();
  [client, coach] = await Promise.all([logIn(t.app), logInStaff(t.app)]);
  const [row] = await t.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.email, DEMO_CLIENT.email));
  clientId = row?.id ?? 0;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('download my data', () => {
  it('gives everything held as a JSON file, without secrets', async () => {
    // The coach looks at the record first, so the staff access section has something in it.
    expect((await get(`/api/staff/clients/${clientId}`, coach)).statusCode).toBe(200);
    const response = await get('/api/mlw/my-data.json', client);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="live-well-coaching-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json();
    const section = (key: string) => data.sections.find((s: { key: string }) => s.key === key).rows;
    // Every code the demo client's real records hold has its words beside it.
    const unworded = [];
    for (const part of data.sections as { key: string; rows: Record<string, unknown>[] }[]) {
      for (const row of part.rows) {
        for (const [field, value] of Object.entries(row)) {
          const code = row[field.replace(/_label$/, '')];
          const held = code !== null && !(Array.isArray(code) && code.length === 0);
          if (field.endsWith('_label') && value === null && held) unworded.push(`${part.key}.${field}`);
        }
      }
    }
    expect(unworded).toEqual([]);

    expect(data).toMatchObject({ service: 'Live Well Coaching', client_number: clientId });
    expect(section('clients')[0]).toMatchObject({
      email: DEMO_CLIENT.email,
      first_name: expect.any(String),
      gender: 2,
      gender_label: 'Female',
      someone_else: 'for-me',
      someone_else_label: 'Myself',
      pathways: ['lose-weight', 'move-more', 'drink-less', 'quit-smoking'],
      pathways_label: 'Lose weight, Move more, Drink less, Quit smoking',
    });
    expect(section('clients')[0]).not.toHaveProperty('password_hash');
    for (const key of ['assessments', 'plans', 'sessions', 'actions', 'messages', 'notifications']) {
      expect(section(key).length, key).toBeGreaterThan(0);
    }
    expect(section('audit_log')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'viewed record',
          staff_id_label: expect.stringMatching(/\(coach\)$/),
        }),
      ]),
    );
    expect(response.body).not.toMatch(/password_hash|token_hash/);
  });

  it('gives the same as a readable page, with text escaped', async () => {
    const response = await get('/api/mlw/my-data.html', client);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h2>Health checks and results</h2>');
    expect(response.headers['content-disposition']).toMatch(/filename="live-well-coaching-my-data-/);
    expect(response.body).toContain(DEMO_CLIENT.email);
    expect(response.body).not.toMatch(/<script/i);
    expect(response.body).toContain('<dt>Gender</dt><dd>Female</dd>');
    expect(response.body).toContain('<dt>Who you registered for</dt><dd>Myself</dd>');
    expect(response.body).toContain('<dt>Days you would like calls</dt><dd>Monday, Wednesday</dd>');
    expect(response.body).toContain('<dt>Times you would like calls</dt><dd>Morning, Early evening</dd>');
    expect(response.body).toContain(
      '<dt>Goals</dt><dd>Lose weight, Move more, Drink less, Quit smoking</dd>',
    );
    expect(response.body).not.toMatch(/for-me|>mon, wed</);
    expect(response.body).not.toMatch(/\d{4}-\d{2}-\d{2}|handled_by|open_flags/);
  });

  it('lets staff produce the same for a subject access request, audited and recorded', async () => {
    const response = await get(`/api/staff/clients/${clientId}/data.json`, coach);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="client-${clientId}-data-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect(response.json().sections.length).toBeGreaterThan(10);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.clientId, clientId));
    expect(audited.map((a) => a.action)).toContain('exported data (subject access request)');
    const exports = await t.db.select().from(dataExports).where(eq(dataExports.clientId, clientId));
    expect(exports.map((e) => [e.format, e.staffId === null])).toEqual([
      ['json', true],
      ['html', true],
      ['json', false],
    ]);
  });

  it('names every coach the client has had, one replaced before any session or message too', async () => {
    const [newcomer, admin] = await Promise.all([logIn(t.app, DEMO_NO_PLAN), logInStaff(t.app, DEMO_ADMIN)]);
    const [row] = await t.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.email, DEMO_NO_PLAN.email));
    const newcomerId = row?.id ?? 0;
    const [adminRow] = await t.db
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.email, DEMO_ADMIN.email));
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/clients/${newcomerId}/coach`,
      headers: admin,
      payload: { coach_id: adminRow?.id },
    });
    expect(moved.statusCode).toBe(200);
    const coaches = (response: {
      json(): { sections: { key: string; rows: { staff_id_label: string }[] }[] };
    }) =>
      response
        .json()
        .sections.find((s) => s.key === 'coaches')
        ?.rows.map((r) => r.staff_id_label);
    // Sam Coach was the newcomer's coach from registration until now: no session, no message.
    const everyone = ['Alex Admin (administrator)', 'Sam Coach (coach)'];
    expect(coaches(await get('/api/mlw/my-data.json', newcomer))?.sort()).toEqual(everyone);
    expect(coaches(await get(`/api/staff/clients/${newcomerId}/data.json`, admin))?.sort()).toEqual(everyone);
  });

  it('still answers when a name in a move holds a number longer than any id', async () => {
    const newcomer = await logIn(t.app, DEMO_NO_PLAN);
    const [row] = await t.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.email, DEMO_NO_PLAN.email));
    await t.db.insert(auditLog).values({
      staffId: 1,
      clientId: row?.id ?? 0,
      action: 'changed coach',
      detail: 'from Pat (#99999999999) to Sam Coach (#1)',
    });
    expect((await get('/api/mlw/my-data.json', newcomer)).statusCode).toBe(200);
  });

  it('refuses an unknown format and limits how often a copy can be taken', async () => {
    expect((await get('/api/mlw/my-data.xml', client)).statusCode).toBe(400);
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await get('/api/mlw/my-data.json', client)).statusCode);
    expect(statuses).toContain(429);
    const staffStatuses = [];
    for (let i = 0; i < 5; i += 1) {
      staffStatuses.push((await get(`/api/staff/clients/${clientId}/data.html`, coach)).statusCode);
    }
    expect(staffStatuses).toContain(429);
  });
});
