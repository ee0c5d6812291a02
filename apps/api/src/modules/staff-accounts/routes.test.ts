import { STAFF_LOGIN_MAX_FAILURES } from '@coaching/shared/constants';
import { spreadByCaseload } from '@coaching/shared/rules/caseload-spread';
import { ACCOUNT_TEXT } from '@coaching/shared/schemas/staff-accounts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients, staff } from '../../db/schema.ts';
import { addClient } from '../../test/staff-fixtures.ts';
import { DEMO_ADMIN } from '../../test/staff-login.ts';
import { staffWorld } from '../../test/staff-world.ts';
import { logIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let coach: Record<string, string>;
let client: Record<string, string>;
let coachId: number;
let otherCoachId: number;

beforeAll(async () => {
  ({ t, admin, coach, client, coachId, otherCoachId } = await staffWorld());
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/api/staff/${url}`, headers, ...(payload ? { payload } : {}) });
const PASSWORD = 'a-long-enough-password';

/** A coach the administrator adds, as the accounts list answers them. */
async function addCoach(email: string, name: string): Promise<{ id: number }> {
  const created = await call('POST', 'accounts', admin, { email, name, role: 'coach', password: PASSWORD });
  return created.json().data.find((a: { name: string }) => a.name === name);
}

describe('staff accounts', () => {
  it('adds a coach who then sets up the authenticator app on first login', async () => {
    const res = await call('POST', 'accounts', admin, {
      email: 'Kim.Coach@example.com',
      name: 'Kim Coach',
      role: 'coach',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const kim = res.json().data.find((a: { name: string }) => a.name === 'Kim Coach');
    expect(kim).toMatchObject({
      role: 'coach',
      active: true,
      second_factor: false,
      locked: false,
      clients: 0,
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'kim.coach@example.com', password: PASSWORD },
    });
    expect(login.json().status).toBe('totp-setup');
  });

  it('rejects a taken e-mail, a short password and an unknown role', async () => {
    const taken = await call('POST', 'accounts', admin, {
      email: 'COACH@example.com',
      name: 'Copy',
      role: 'coach',
      password: PASSWORD,
    });
    expect(taken.json().errors).toEqual({ email: ['A staff account with this e-mail already exists'] });
    const bad = await call('POST', 'accounts', admin, {
      email: 'x@example.com',
      name: 'X',
      role: 'boss',
      password: 'short',
    });
    expect(bad.json().errors).toEqual({
      role: ['Choose coach or administrator'],
      password: ['Use at least 12 characters'],
    });
  });

  it('will not retire a coach with open clients until told where they go, and changes nothing', async () => {
    const busy = await addCoach('busy.coach@example.com', 'Busy Coach');
    const clientId = await addClient(t.db, { email: 'busy.client@example.com', coachId: busy.id });
    const res = await call('PUT', `accounts/${busy.id}`, admin, { active: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.successor_ids[0]).toBe(
      'This coach has 1 open client. Choose who takes on this coach’s clients.',
    );
    const bad = await call('PUT', `accounts/${busy.id}`, admin, { active: false, successor_ids: [busy.id] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.successor_ids).toEqual([ACCOUNT_TEXT.successorsActive]);
    const [row] = await t.db
      .select({ coachId: clients.coachId, active: staff.active })
      .from(clients)
      .innerJoin(staff, eq(staff.id, busy.id))
      .where(eq(clients.id, clientId));
    expect(row).toEqual({ coachId: busy.id, active: true });
    const notRetiring = await call('PUT', `accounts/${busy.id}`, admin, { successor_ids: [coachId] });
    expect(notRetiring.statusCode).toBe(400);
    expect(notRetiring.json().errors.successor_ids).toEqual([ACCOUNT_TEXT.successorsOnRetiring]);
  });

  it('retires a coach: their tokens stop working and their clients go to the colleagues chosen, by caseload, audited', async () => {
    const leaving = await addCoach('leaving.coach@example.com', 'Leaving Coach');
    const ids = [];
    for (const n of [1, 2, 3]) {
      ids.push(await addClient(t.db, { email: `their.client${n}@example.com`, coachId: leaving.id }));
    }
    const before = (await call('GET', 'accounts', admin)).json().data as Array<{
      id: number;
      clients: number;
    }>;
    const caseload = (id: number) => before.find((a) => a.id === id)?.clients ?? 0;
    const expected = spreadByCaseload(ids, [
      { id: coachId, caseload: caseload(coachId) },
      { id: otherCoachId, caseload: caseload(otherCoachId) },
    ]);
    expect(new Set(expected.map(([, to]) => to)).size).toBe(2);
    const res = await call('PUT', `accounts/${leaving.id}`, admin, {
      active: false,
      successor_ids: [coachId, otherCoachId],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.find((a: { id: number }) => a.id === leaving.id).active).toBe(false);
    const placed = await t.db
      .select({ id: clients.id, coachId: clients.coachId })
      .from(clients)
      .where(inArray(clients.id, ids))
      .orderBy(clients.id);
    expect(placed.map((c) => [c.id, c.coachId])).toEqual(expected);
    const audit = await t.db
      .select({ clientId: auditLog.clientId, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.action, 'changed coach (retirement)'));
    const names = new Map(
      (await t.db.select({ id: staff.id, name: staff.name }).from(staff)).map((s) => [s.id, s.name]),
    );
    expect(audit).toEqual(
      expected.map(([clientId, to]) => ({
        clientId,
        detail: `from Leaving Coach (#${leaving.id}) to ${names.get(to)} (#${to})`,
      })),
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'leaving.coach@example.com', password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it('resets a colleague’s second factor, which ends a lock on them, and signs them out', async () => {
    const [demoCoach] = await t.db
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.email, 'coach@example.com'));
    const account = async (data?: { id: number; locked: boolean; second_factor: boolean }[]) =>
      (data ?? (await call('GET', 'accounts', admin)).json().data).find(
        (a: { id: number }) => a.id === demoCoach?.id,
      );
    for (let i = 0; i < STAFF_LOGIN_MAX_FAILURES; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/staff/login',
        payload: { email: 'coach@example.com', password: 'not-the-password' },
        remoteAddress: '203.0.113.40',
      });
    }
    expect((await account()).locked).toBe(true);
    const res = await call('PUT', `accounts/${demoCoach?.id}`, admin, { reset_second_factor: true });
    expect(await account(res.json().data)).toMatchObject({ second_factor: false, locked: false });
    expect((await call('GET', 'me', coach)).statusCode).toBe(401);
  });

  it('will not let an administrator retire or demote themselves', async () => {
    const [me] = await t.db.select({ id: staff.id }).from(staff).where(eq(staff.email, DEMO_ADMIN.email));
    expect((await call('PUT', `accounts/${me?.id}`, admin, { active: false })).statusCode).toBe(409);
    expect((await call('PUT', `accounts/${me?.id}`, admin, { role: 'coach' })).statusCode).toBe(409);
    expect((await call('PUT', `accounts/${me?.id}`, admin, {})).statusCode).toBe(400);
    expect((await call('PUT', 'accounts/99999', admin, { name: 'Nobody' })).statusCode).toBe(404);
  });

  it('lists the team for any staff member, accounts only for administrators', async () => {
    const team = await call('GET', 'team', admin);
    expect(team.json().data.map((m: { name: string }) => m.name)).toContain('Alex Admin');
    const fresh = await logIn(t.app);
    expect((await call('GET', 'team', fresh)).statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', 'accounts'],
      ['POST', 'accounts'],
      ['PUT', 'accounts/1'],
    ] as const) {
      expect((await call(method, url, client, {})).statusCode).toBe(403);
      expect((await call(method, url, {}, {})).statusCode).toBe(401);
    }
  });
});
