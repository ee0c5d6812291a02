import { STAFF_LOGIN_MAX_FAILURES } from '@coaching/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, staff } from '../../db/schema.ts';
import { addClient } from '../../test/staff-fixtures.ts';
import { DEMO_ADMIN } from '../../test/staff-login.ts';
import { staffWorld } from '../../test/staff-world.ts';
import { logIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let coach: Record<string, string>;
let client: Record<string, string>;

beforeAll(async () => {
  ({ t, admin, coach, client } = await staffWorld());
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/api/staff/${url}`, headers, ...(payload ? { payload } : {}) });
const PASSWORD = 'a-long-enough-password';

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

  it('retires a coach: their tokens stop working and their clients go back to the pool', async () => {
    const created = await call('POST', 'accounts', admin, {
      email: 'leaving.coach@example.com',
      name: 'Leaving Coach',
      role: 'coach',
      password: PASSWORD,
    });
    const leaving = created.json().data.find((a: { name: string }) => a.name === 'Leaving Coach');
    const clientId = await addClient(t.db, { email: 'their.client@example.com', coachId: leaving.id });
    const res = await call('PUT', `accounts/${leaving.id}`, admin, { active: false });
    expect(res.json().data.find((a: { id: number }) => a.id === leaving.id).active).toBe(false);
    const [row] = await t.db
      .select({ coachId: clients.coachId })
      .from(clients)
      .where(eq(clients.id, clientId));
    expect(row?.coachId).toBeNull();
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
