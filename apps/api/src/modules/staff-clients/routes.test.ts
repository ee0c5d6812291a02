import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients } from '../../db/schema.ts';
import { addClient } from '../../test/staff-fixtures.ts';
import { staffWorld } from '../../test/staff-world.ts';
import { DEMO_CLIENT, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let otherCoach: Record<string, string>;
let admin: Record<string, string>;
let client: Record<string, string>;
let demoId: number;
let coachId: number;
let otherCoachId: number;
let poolClientId: number;

beforeAll(async () => {
  ({ t, coach, otherCoach, admin, client, demoId, coachId, otherCoachId } = await staffWorld());
  poolClientId = await addClient(t.db, { email: 'pool.client@example.com', firstName: 'Poppy' });
});
afterAll(() => t.close());

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/staff/clients', () => {
  it('lists the coach’s own clients and the intake pool', async () => {
    const res = await get('/api/staff/clients', coach);
    expect(res.statusCode).toBe(200);
    const emails = res.json().data.map((c: { email: string }) => c.email);
    expect(emails).toEqual(expect.arrayContaining([DEMO_CLIENT.email, 'pool.client@example.com']));
    const demo = res.json().data.find((c: { id: number }) => c.id === demoId);
    expect(demo).toMatchObject({ first_name: 'Jo', stage: 'coaching', coach: { name: 'Sam Coach' } });
  });

  it('keeps another coach’s clients out of the list', async () => {
    const emails = (await get('/api/staff/clients', otherCoach))
      .json()
      .data.map((c: { email: string }) => c.email);
    expect(emails).toEqual(['pool.client@example.com']);
  });

  it('searches by name, e-mail or postcode, treating wildcards literally', async () => {
    const found = (await get('/api/staff/clients?search=popp', coach)).json().data;
    expect(found.map((c: { id: number }) => c.id)).toEqual([poolClientId]);
    expect((await get('/api/staff/clients?search=%25', coach)).json().data).toEqual([]);
  });

  const ids = async (query: string, headers = coach) => {
    const res = await get(`/api/staff/clients?${query}`, headers);
    expect(res.statusCode, query).toBe(200);
    return res.json().data.map((c: { id: number }) => c.id);
  };

  it('finds a client by what a person has in hand', async () => {
    for (const search of [
      'Jo Demo',
      'jo dem',
      'Demo',
      'emo',
      'jo emo',
      '07700 900123',
      '07700900123',
      '+44 7700 900123',
      'DT1 1XJ',
      'dt11xj',
      'DT1',
      '12/04/1985',
      '1985-04-12',
      'Demo.Client@Example',
      `#${demoId}`,
    ]) {
      expect(await ids(new URLSearchParams({ search }).toString()), search).toContain(demoId);
    }
    expect(await ids('search=Pat%20Demo')).not.toContain(demoId);
    // Two letters match only from the start: inside a name they would match nearly everyone.
    expect(await ids('search=mo')).not.toContain(demoId);
    expect(await ids('search=01%2F01%2F1999')).toEqual([]);
  });

  it('never finds another coach’s client, whatever is searched', async () => {
    for (const search of ['Demo', '07700900123', 'DT11XJ', `#${demoId}`]) {
      expect(await ids(new URLSearchParams({ search }).toString(), otherCoach), search).not.toContain(demoId);
    }
  });

  it('filters by stage, service level, pathway, coach and last contact', async () => {
    expect(await ids('stage=coaching')).toContain(demoId);
    expect(await ids('stage=registered')).not.toContain(demoId);
    expect(await ids('pathway=drink-less')).toContain(demoId);
    expect(await ids('coach=none')).toEqual([poolClientId]);
    expect(await ids(`coach=${coachId}&search=demo`)).toEqual([demoId]);
    const level = (await get(`/api/staff/clients?search=%23${demoId}`, coach)).json().data[0].service_level;
    expect(await ids(`service_level=${level}`)).toContain(demoId);
    expect(await ids(`service_level=${(level % 3) + 1}`)).not.toContain(demoId);
    expect(await ids('no_contact_days=365')).not.toContain(demoId);
  });

  it('finds no closed case among those not taken on yet, for an administrator either', async () => {
    const closedId = await addClient(t.db, { email: 'closed.nobody@example.com' });
    await t.db.update(clients).set({ closedAt: new Date() }).where(eq(clients.id, closedId));
    expect(await ids('coach=none', admin)).toEqual([poolClientId]);
    expect(await ids('stage=closed', admin)).toContain(closedId);
    await t.db.delete(clients).where(eq(clients.id, closedId));
  });

  it('sorts and pages without a silent cut', async () => {
    await t.db.insert(clients).values(
      Array.from({ length: 51 }, (_, i) => ({
        firstName: `P${String(i).padStart(2, '0')}`,
        lastName: 'Pager',
        email: `pager${i}@example.com`,
        dob: '1970-01-01',
        postcode: 'DT1 1AA',
        phoneNumber: '01234 567890',
      })),
    );
    const page = async (query: string) =>
      (await get(`/api/staff/clients?search=pager&${query}`, coach)).json();
    const first = await page('sort=name');
    expect(first.data).toHaveLength(50);
    expect(first.meta).toEqual({ page: 1, page_size: 50, has_more: true });
    expect(first.data[0].first_name).toBe('P00');
    const second = await page('sort=name&page=2');
    expect(second.data.map((c: { first_name: string }) => c.first_name)).toEqual(['P50']);
    expect(second.meta.has_more).toBe(false);
    expect((await page('sort=name&direction=desc')).data[0].first_name).toBe('P50');
    const newest = (await page('sort=number&direction=desc')).data[0].id;
    expect(newest).toBeGreaterThan((await page('sort=number')).data[0].id);
  });

  it('audits a search by its kind, never the text searched for', async () => {
    await get('/api/staff/clients?search=07700%20900123&stage=coaching&page=1', coach);
    const [row] = await t.db
      .select({ detail: auditLog.detail, clientId: auditLog.clientId })
      .from(auditLog)
      .where(eq(auditLog.action, 'searched clients'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toEqual({ clientId: null, detail: 'by phone; filters: stage; sort: name asc; page 1' });
  });

  it('refuses bad filters, sorts and pages with a clear message', async () => {
    for (const query of [
      'stage=asleep',
      'service_level=4',
      'pathway=fly',
      'coach=abc',
      'no_contact_days=0',
      'sort=age',
      'direction=up',
      'page=0',
      'page=1.5',
      'colour=red',
    ]) {
      const res = await get(`/api/staff/clients?${query}`, coach);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBeTruthy();
    }
  });

  it('refuses clients and anonymous callers', async () => {
    expect((await get('/api/staff/clients', client)).statusCode).toBe(403);
    expect((await get('/api/staff/clients')).statusCode).toBe(401);
  });
});

describe('GET /api/staff/clients/:clientId', () => {
  it('answers the record with labels, checks and follow-ups, and audits the read', async () => {
    const res = await get(`/api/staff/clients/${demoId}`, coach);
    expect(res.statusCode).toBe(200);
    const record = res.json().data;
    expect(record).toMatchObject({
      first_name: 'Jo',
      email: DEMO_CLIENT.email,
      gender: 'Female',
      contact: { contact_method: 'Phone Call', days: ['mon', 'wed'], times: ['morning', 'evening'] },
      coach: { id: coachId, name: 'Sam Coach' },
      stage: 'coaching',
      completed_calls: 1,
      plan: { service_level: 2 },
      referrer: null,
      closure_requested_at: null,
    });
    expect(record.assessments).toHaveLength(1);
    expect(record.assessments[0].stats).toEqual({ bmi: 29.8, activity: 60, smoking: 10, alcohol: 16 });
    expect(record.follow_ups.map((f: { months: number }) => f.months)).toEqual([3, 6, 12]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, demoId), eq(auditLog.action, 'viewed record')));
    expect(audit.length).toBeGreaterThan(0);
    expect(audit[0]?.detail).toBe(`GET /api/staff/clients/${demoId}`);
  });

  it('answers 404 for another coach’s client, exactly as for a missing one, and audits the refusal', async () => {
    const other = await get(`/api/staff/clients/${demoId}`, otherCoach);
    const missing = await get('/api/staff/clients/999999', otherCoach);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    const refused = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, otherCoachId), eq(auditLog.action, 'refused: not in caseload')));
    expect(refused.map((r) => r.clientId)).toContain(demoId);
  });

  it('lets an administrator read any record', async () => {
    expect((await get(`/api/staff/clients/${demoId}`, admin)).statusCode).toBe(200);
  });

  it('answers 404 to a client id that is not a number, and refuses clients and anonymous callers', async () => {
    expect((await get('/api/staff/clients/abc', coach)).statusCode).toBe(404);
    expect((await get(`/api/staff/clients/${demoId}`, client)).statusCode).toBe(403);
    expect((await get(`/api/staff/clients/${demoId}`)).statusCode).toBe(401);
  });
});

describe('POST /api/staff/clients/:clientId/first-chat', () => {
  it('records the first chat once, which the client’s profile shows, and takes on a pool client', async () => {
    const pool = await addClient(t.db, { email: 'pool.two@example.com' });
    const url = `/api/staff/clients/${pool}/first-chat`;
    const res = await t.app.inject({ method: 'POST', url, headers: otherCoach });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { completed_calls: 1 } });
    const [row] = await t.db.select({ coachId: clients.coachId }).from(clients).where(eq(clients.id, pool));
    expect(row?.coachId).toBe(otherCoachId);
    const again = await t.app.inject({ method: 'POST', url, headers: otherCoach });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The first chat is already recorded for this client');
  });

  it('refuses to count the demo client’s first chat a second time', async () => {
    const url = `/api/staff/clients/${demoId}/first-chat`;
    expect((await t.app.inject({ method: 'POST', url, headers: coach })).statusCode).toBe(409);
    expect((await get('/api/mlw/me', client)).json().data.completed_calls).toBe(1);
  });

  it('refuses another coach’s client and a client token', async () => {
    const url = `/api/staff/clients/${demoId}/first-chat`;
    expect((await t.app.inject({ method: 'POST', url, headers: otherCoach })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url, headers: client })).statusCode).toBe(403);
  });
});

describe('PUT /api/staff/clients/:clientId/coach', () => {
  const put = (id: number, headers: Record<string, string>, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/staff/clients/${id}/coach`,
      headers,
      payload: payload as object,
    });

  it('lets a coach take on a pool client but not give one to a colleague', async () => {
    const pool = await addClient(t.db, { email: 'pool.three@example.com' });
    expect((await put(pool, coach, { coach_id: otherCoachId })).statusCode).toBe(403);
    const res = await put(pool, coach, { coach_id: coachId });
    expect(res.json()).toEqual({ data: { coach: { id: coachId, name: 'Sam Coach' } } });
    expect((await get(`/api/staff/clients/${pool}`, otherCoach)).statusCode).toBe(404);
  });

  it('lets an administrator hand a client to another coach, and rejects unknown coaches', async () => {
    const pool = await addClient(t.db, { email: 'pool.four@example.com', coachId });
    expect((await put(pool, admin, { coach_id: otherCoachId })).statusCode).toBe(200);
    expect((await get(`/api/staff/clients/${pool}`, otherCoach)).statusCode).toBe(200);
    const bad = await put(pool, admin, { coach_id: 999999 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ coach_id: ['Choose a coach'] });
    expect((await put(pool, admin, { coach_id: 'x', extra: 1 })).json().errors).toHaveProperty('extra');
  });
});
