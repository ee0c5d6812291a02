import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients, messages, plans } from '../../db/schema.ts';
import { logInStaff } from '../../test/staff-login.ts';
import { createTestApp, DEMO_CLIENT, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let demoId: number;
let planId: number;

beforeAll(async () => {
  t = await createTestApp();
  coach = await logInStaff(t.app);
  const [row] = await t.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.email, DEMO_CLIENT.email));
  demoId = row?.id ?? 0;
  const [plan] = await t.db.select({ id: plans.id }).from(plans).where(eq(plans.clientId, demoId));
  planId = plan?.id ?? 0;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...coach, ...headers } });
const poll = (url: string, etag: string) => get(url, { 'if-none-match': etag, 'x-background-refresh': '1' });
const clientWrites = (message: string) =>
  t.db.insert(messages).values({ clientId: demoId, planId, isCoach: false, message });
const audits = async (action: string) => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(eq(auditLog.action, action));
  return row?.n ?? 0;
};

describe('My day and the record keep up by polling with an ETag', () => {
  it('My day answers 304 while nothing changed, and a new message as soon as it arrives', async () => {
    const first = await get('/api/staff/my-day');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"d-[0-9a-f]{32}"$/);
    const viewed = await audits('viewed my day');

    const unchanged = await poll('/api/staff/my-day', etag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(await audits('viewed my day')).toBe(viewed);

    await clientWrites('I fell and hurt my ankle, can we talk today?');
    const changed = await poll('/api/staff/my-day', etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const previews = changed.json().data.unanswered.map((r: { preview: string }) => r.preview);
    expect(previews).toContain('I fell and hurt my ankle, can we talk today?');
    expect(await audits('viewed my day')).toBe(viewed + 1);
  });

  it('the header’s count of waiting messages follows the caseload', async () => {
    const before = await get('/api/staff/waiting');
    expect(before.statusCode).toBe(200);
    const { waiting } = before.json().data;
    const etag = String(before.headers.etag);
    expect((await poll('/api/staff/waiting', etag)).statusCode).toBe(304);

    await t.app.inject({
      method: 'POST',
      url: `/api/staff/clients/${demoId}/messages/handled`,
      headers: coach,
    });
    const after = await poll('/api/staff/waiting', etag);
    expect(after.statusCode).toBe(200);
    expect(after.json().data.waiting).toBe(waiting - 1);
    await clientWrites('One more question');
    expect((await get('/api/staff/waiting')).json().data.waiting).toBe(waiting);
  });

  it('a client record answers 304 while unchanged, with no audit record for it', async () => {
    const url = `/api/staff/clients/${demoId}`;
    const first = await get(url);
    const etag = String(first.headers.etag);
    const reads = () =>
      t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(and(eq(auditLog.clientId, demoId), eq(auditLog.action, 'viewed record')));
    const [before] = await reads();
    expect((await poll(url, etag)).statusCode).toBe(304);
    expect((await reads())[0]).toEqual(before);
    await t.db.update(clients).set({ phoneNumber: '07700 900999' }).where(eq(clients.id, demoId));
    const changed = await poll(url, etag);
    expect(changed.statusCode).toBe(200);
    expect((await reads())[0]?.n).toBe((before?.n ?? 0) + 1);
  });

  it('refuses the count to a signed-out caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/waiting' })).statusCode).toBe(401);
  });
});
