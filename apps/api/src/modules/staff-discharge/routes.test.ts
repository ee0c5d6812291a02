import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients, outbox, sessions } from '../../db/schema.ts';
import { COACHING_ENDED } from '../../plugins/auth.ts';
import { addDemoSession, weekdayAfter } from '../../test/session-fixtures.ts';
import { staffWorld } from '../../test/staff-world.ts';
import { DEMO_CLIENT, logIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let coach: Record<string, string>;
let otherCoach: Record<string, string>;
let demoId: number;

beforeAll(async () => {
  ({ t, admin, coach, otherCoach, demoId } = await staffWorld());
});
afterAll(() => t.close());

const discharge = (id: number, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/clients/${id}/discharge`,
    headers,
    payload: payload as object,
  });
const reopen = (id: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/staff/clients/${id}/reopen`, headers });
const listIds = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/staff/clients${query}`, headers: admin });
  return (res.json().data as { id: number; stage: string }[])
    .filter((c) => c.id === demoId)
    .map(({ id, stage }) => ({ id, stage }));
};
const demoRow = async () => (await t.db.select().from(clients).where(eq(clients.id, demoId)))[0];
const auditActions = async () =>
  (
    await t.db
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.clientId, demoId))
  ).filter((r) => r.action.includes('discharge'));
const report = async () => {
  const to = todayIso();
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/staff/report?from=2000-01-01&to=${to}`,
    headers: admin,
  });
  return res.json().data.clients_registered as number;
};

describe('POST /api/staff/clients/:clientId/discharge', () => {
  it('refuses bad input with the field at fault, and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{}, 'reason'],
      [{ reason: 'bored' }, 'reason'],
      [{ reason: 'other', note: '   ' }, 'note'],
      [{ reason: 'disengaged' }, 'contact_attempts'],
      [{ reason: 'disengaged', contact_attempts: 0 }, 'contact_attempts'],
      [{ reason: 'disengaged', contact_attempts: 2.5 }, 'contact_attempts'],
      [{ reason: 'completed', note: 'x'.repeat(1001) }, 'note'],
      [{ reason: 'completed', extra: 1 }, ''],
    ];
    for (const [payload, field] of cases) {
      const res = await discharge(demoId, coach, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (field) expect(Object.keys(res.json().errors ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expect((await demoRow())?.dischargedAt).toBeNull();
  });

  it('answers 404 for another coach’s client, 403 for a client and 401 without a login', async () => {
    expect((await discharge(demoId, otherCoach, { reason: 'completed' })).statusCode).toBe(404);
    expect((await discharge(demoId, await logIn(t.app), { reason: 'completed' })).statusCode).toBe(403);
    expect((await discharge(demoId, {}, { reason: 'completed' })).statusCode).toBe(401);
    expect((await demoRow())?.dischargedAt).toBeNull();
  });

  it('closes and keeps the case, cancels upcoming sessions, tells the client once and audits it', async () => {
    const registered = await report();
    const sessionId = await addDemoSession(t, { type: 'coaching', dueDate: weekdayAfter(todayIso(), 7) });
    const before = await t.db.select().from(outbox).where(eq(outbox.recipient, DEMO_CLIENT.email));

    const res = await discharge(demoId, coach, { reason: 'disengaged', contact_attempts: 3, note: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'discharged', discharged_at: expect.any(String) });

    const row = await demoRow();
    expect(row).toMatchObject({ firstName: 'Jo', dischargeReason: 'disengaged', dischargeAttempts: 3 });
    expect(row?.closedAt).not.toBeNull();
    const [session] = await t.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(session?.status).toBe('cancelled');

    const after = await t.db.select().from(outbox).where(eq(outbox.recipient, DEMO_CLIENT.email));
    const told = after.slice(before.length);
    expect(told.map((m) => m.subject)).toEqual(['Your Live Well coaching has ended']);

    expect(await auditActions()).toEqual([
      { action: 'discharged client', detail: 'Disengaged after contact attempts; 3 attempts' },
    ]);
    expect(await report(), 'a discharged case still counts in the commissioner report').toBe(registered);
  });

  it('shows the discharge on the record, and the case only under the Discharged filter', async () => {
    const record = await t.app.inject({ method: 'GET', url: `/api/staff/clients/${demoId}`, headers: coach });
    expect(record.json().data).toMatchObject({
      stage: 'discharged',
      discharge: { reason: 'disengaged', contact_attempts: 3, note: '', by: { name: expect.any(String) } },
    });
    expect(await listIds()).toEqual([]);
    expect(await listIds('?stage=closed')).toEqual([]);
    expect(await listIds('?stage=discharged')).toEqual([{ id: demoId, stage: 'discharged' }]);
  });

  it('refuses a second discharge with the day of the first', async () => {
    const res = await discharge(demoId, admin, { reason: 'completed' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^This client was already discharged on \d{2}\/\d{2}\/\d{4}$/);
  });

  it('lets the client sign in to read and download their data, and refuses changes with the reason', async () => {
    const client = await logIn(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/mlw/me', headers: client });
    expect(me.json().data).toMatchObject({ coaching_ended: true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/mlw/my-data.json', headers: client })).statusCode,
    ).toBe(200);
    const help = await t.app.inject({
      method: 'POST',
      url: '/api/interaction/help',
      headers: client,
      payload: { message: 'hello' },
    });
    expect(help.statusCode).toBe(403);
    expect(help.json().message).toBe(COACHING_ENDED);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/oauth/logout', headers: client })).statusCode,
    ).toBe(200);
  });

  it('lets only an administrator reopen the case, audited with what the discharge was', async () => {
    expect((await reopen(demoId, coach)).statusCode).toBe(403);
    const res = await reopen(demoId, admin);
    expect(res.statusCode).toBe(200);
    expect((await demoRow())?.closedAt).toBeNull();
    expect(await listIds()).toHaveLength(1);
    const [row] = await t.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.clientId, demoId), eq(auditLog.action, 'reopened discharged case')));
    expect(row?.detail).toMatch(/^discharged on \d{2}\/\d{2}\/\d{4}: Disengaged after contact attempts$/);
    const again = await reopen(demoId, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This client has not been discharged');
  });

  it('is erased by the retention pass once discharged longer ago than the retention period', async () => {
    expect((await discharge(demoId, admin, { reason: 'other', note: 'Asked to stop' })).statusCode).toBe(200);
    const runAt = (at: string) =>
      t.app.inject({ method: 'POST', url: '/dev/scheduler/run', payload: { at } });
    const soon = await runAt(`${addDays(todayIso(), 365)}T09:00`);
    expect(soon.json().erased_discharged_cases).toBe(0);
    expect((await demoRow())?.dischargeNote).toBe('Asked to stop');

    const late = await runAt(`${addDays(todayIso(), 9 * 366)}T09:00`);
    expect(late.json().erased_discharged_cases).toBe(1);
    expect(await demoRow()).toMatchObject({
      firstName: 'Closed',
      dischargeNote: null,
      dischargeReason: 'other',
    });
    const erasures = await t.db
      .select({ staffId: auditLog.staffId, detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.clientId, demoId), eq(auditLog.action, 'erased by the retention pass')));
    expect(erasures, 'the record of what was destroyed, and when').toEqual([
      { staffId: null, detail: expect.stringMatching(/^discharged before \d{4}-\d{2}-\d{2}$/) },
    ]);
    expect((await runAt(`${addDays(todayIso(), 9 * 366)}T09:01`)).json().erased_discharged_cases).toBe(0);
  });
});
