import { ACCOUNT_MSG, MSG } from '@coaching/shared/messages';
import { ACCOUNT_TEXT } from '@coaching/shared/schemas/staff-accounts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { addStaff, logInStaff, type StaffLogin } from '../../test/staff-login.ts';
import { createTestApp, DEMO_PASSWORD, logIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a-much-longer-new-password';

const change = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/staff/me/password', headers, payload });
const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/staff/me', headers });
const passwordLogin = (who: StaffLogin, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/staff/login', payload: { email: who.email, password } });

const valid = {
  current_password: DEMO_PASSWORD,
  password: NEW_PASSWORD,
  password_confirmation: NEW_PASSWORD,
};

describe('PUT /api/staff/me/password', () => {
  it('changes the password, keeps this session, signs out the others and records the change', async () => {
    const member = await addStaff(t.db, 'changes.password@example.com');
    const here = await logInStaff(t.app, member);
    const elsewhere = await logInStaff(t.app, member);

    const res = await change(here, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: 'ok' });
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);

    expect((await passwordLogin(member, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await passwordLogin(member, NEW_PASSWORD)).json()).toEqual({ status: 'totp-required' });
    await logInStaff(t.app, { ...member, password: NEW_PASSWORD });

    const audit = await t.db
      .select({ clientId: auditLog.clientId })
      .from(auditLog)
      .where(and(eq(auditLog.staffId, member.id), eq(auditLog.action, 'changed own password')));
    expect(audit).toEqual([{ clientId: null }]);
  });

  it('refuses a wrong current password on that field and keeps the old password', async () => {
    const member = await addStaff(t.db, 'wrong.current@example.com');
    const headers = await logInStaff(t.app, member);
    const res = await change(headers, { ...valid, current_password: 'not-my-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ current_password: [ACCOUNT_MSG.wrongCurrentPassword] });
    expect((await passwordLogin(member, DEMO_PASSWORD)).json()).toEqual({ status: 'totp-required' });
  });

  it('refuses a confirmation that does not match, a short password and missing or unknown fields', async () => {
    const member = await addStaff(t.db, 'bad.input@example.com');
    const headers = await logInStaff(t.app, member);
    const mismatch = await change(headers, { ...valid, password_confirmation: `${NEW_PASSWORD}!` });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ password_confirmation: [MSG.mustMatch] });

    const short = await change(headers, {
      ...valid,
      password: 'eleven-char',
      password_confirmation: 'eleven-char',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ password: [ACCOUNT_TEXT.password] });

    const missing = await change(headers, {
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      x: 1,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ current_password: [MSG.required], x: ['Unknown field'] });
    expect((await passwordLogin(member, DEMO_PASSWORD)).json()).toEqual({ status: 'totp-required' });
  });

  it('answers 401 without a token and refuses a client token', async () => {
    expect((await change({}, valid)).statusCode).toBe(401);
    expect((await change(await logIn(t.app), valid)).statusCode).toBe(403);
  });
});
