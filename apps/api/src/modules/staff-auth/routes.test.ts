import {
  STAFF_LOCK_MINUTES,
  STAFF_LOGIN_MAX_FAILURES,
  STAFF_TOKEN_TTL_SECONDS,
} from '@coaching/shared/constants';
import { eq, notLike, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { accessTokens, rateLimits, staff } from '../../db/schema.ts';
import { hashPassword, sha256 } from '../../lib/secrets.ts';
import { addStaff, DEMO_COACH, logInStaff, nextTotp } from '../../test/staff-login.ts';
import { createTestApp, DEMO_PASSWORD, logIn, type TestApp } from '../../test/test-app.ts';
import { FROM_ANYWHERE } from '../auth/login-failures.ts';
import { totpAt } from './totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// This file logs in far more often than the per-minute login limit allows; the limit is not under test.
beforeEach(async () => {
  await t.db.delete(rateLimits).where(notLike(rateLimits.key, 'staff-totp-step:%'));
});

const login = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/staff/login', payload, remoteAddress });

describe('POST /api/staff/login', () => {
  it('asks for the code once the password is right, then issues a working-day token', async () => {
    const first = await login({ email: DEMO_COACH.email, password: DEMO_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'totp-required' });

    const second = await login({
      email: 'Coach@Example.com',
      password: DEMO_PASSWORD,
      totp: await nextTotp(t.app, DEMO_COACH),
    });
    expect(second.statusCode).toBe(200);
    const body = second.json();
    expect(body).toMatchObject({
      status: 'ok',
      token_type: 'Bearer',
      expires_in: STAFF_TOKEN_TTL_SECONDS,
      staff: { email: DEMO_COACH.email, role: 'coach', name: 'Sam Coach' },
    });
    expect(body.recovery_codes).toBeUndefined();
    const [token] = await t.db
      .select({ expiresAt: accessTokens.expiresAt })
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, sha256(body.access_token)));
    const ttl = ((token?.expiresAt.getTime() ?? 0) - Date.now()) / 1000;
    expect(ttl).toBeGreaterThan(STAFF_TOKEN_TTL_SECONDS - 60);
    expect(ttl).toBeLessThanOrEqual(STAFF_TOKEN_TTL_SECONDS);
  });

  it.each([
    ['a wrong password', { email: DEMO_COACH.email, password: 'not-the-password' }],
    ['an unknown e-mail', { email: 'nobody@example.com', password: DEMO_PASSWORD }],
    ['a client’s e-mail', { email: 'demo.client@example.com', password: DEMO_PASSWORD }],
  ])('refuses %s with the same message', async (_, payload) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid email or password', code: 'LOGIN_FAILED' });
  });

  it('refuses a wrong code on the code field, and a code that was already used', async () => {
    const wrong = await login({ email: DEMO_COACH.email, password: DEMO_PASSWORD, totp: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors.totp[0]).toMatch(/not right/);
    expect(wrong.json().code).toBe('SECURITY_CODE_WRONG');

    const code = await nextTotp(t.app, DEMO_COACH);
    expect((await login({ email: DEMO_COACH.email, password: DEMO_PASSWORD, totp: code })).statusCode).toBe(
      200,
    );
    const replay = await login({ email: DEMO_COACH.email, password: DEMO_PASSWORD, totp: code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errors).toHaveProperty('totp');
  });

  it('rejects unknown fields, malformed codes and both factors at once', async () => {
    const res = await login({
      email: 'not-an-email',
      password: '',
      totp: '12ab',
      recovery_code: 'x',
      extra: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      email: ['Please enter a valid email'],
      password: ['Required'],
      totp: expect.arrayContaining(['Enter the 6-digit code from your authenticator app']),
      recovery_code: ['Enter a recovery code like abcde-12345'],
      extra: ['Unknown field'],
    });
    const both = await login({
      email: DEMO_COACH.email,
      password: DEMO_PASSWORD,
      totp: '123456',
      recovery_code: 'abcde-fghjk',
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors.totp).toEqual(['Enter either a code or a recovery code, not both']);
  });
});

describe('first login: setting up the authenticator app and recovery codes', () => {
  let email: string;
  beforeAll(async () => {
    email = 'new.coach@example.com';
    await t.db.insert(staff).values({
      email,
      name: 'New Coach',
      role: 'coach',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    });
  });

  it('offers the same secret until a code from it confirms it, then gives ten recovery codes once', async () => {
    const offer = await login({ email, password: DEMO_PASSWORD });
    expect(offer.statusCode).toBe(200);
    const { status, secret, otpauth_uri } = offer.json();
    expect(status).toBe('totp-setup');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toContain(`secret=${secret}`);
    expect(otpauth_uri).toContain('new.coach%40example.com');
    expect((await login({ email, password: DEMO_PASSWORD })).json().secret).toBe(secret);

    const wrong = await login({ email, password: DEMO_PASSWORD, totp: '000000' });
    expect(wrong.statusCode).toBe(401);

    const done = await login({ email, password: DEMO_PASSWORD, totp: totpAt(secret, Date.now() / 1000) });
    expect(done.statusCode).toBe(200);
    const codes: string[] = done.json().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const [row] = await t.db.select().from(staff).where(eq(staff.email, email));
    expect(row?.totpEnabled).toBe(true);
    expect(row?.recoveryCodeHashes).toEqual(codes.map((c) => sha256(c)));

    const headers = { authorization: `Bearer ${done.json().access_token}` };
    const [firstCode = '', secondCode = ''] = codes;
    const byCode = await login({ email, password: DEMO_PASSWORD, recovery_code: firstCode.toUpperCase() });
    expect(byCode.statusCode).toBe(200);
    expect((await login({ email, password: DEMO_PASSWORD, recovery_code: firstCode })).statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/api/staff/me', headers });
    expect(me.json().data.recovery_codes_left).toBe(9);
    expect(secondCode).not.toBe(firstCode);
  });
});

describe('lockout', () => {
  const fail = async (email: string, times: number, remoteAddress = '127.0.0.1') => {
    for (let i = 0; i < times; i++) {
      expect((await login({ email, password: 'wrong-password' }, remoteAddress)).statusCode).toBe(401);
    }
  };

  it(`locks the account after ${STAFF_LOGIN_MAX_FAILURES} failures, even for the right password`, async () => {
    const locked = await addStaff(t.db, 'locked.coach@example.com');
    await fail(locked.email, STAFF_LOGIN_MAX_FAILURES);
    const res = await login({
      email: locked.email,
      password: DEMO_PASSWORD,
      totp: await nextTotp(t.app, locked),
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Too many failed attempts/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(STAFF_LOCK_MINUTES * 60 - 30);
  });

  it('locks out only the source of the failures: the owner still signs in from their own machine', async () => {
    const targeted = await addStaff(t.db, 'targeted.coach@example.com');
    await fail(targeted.email, STAFF_LOGIN_MAX_FAILURES, '203.0.113.9');
    const attacker = await login({ email: targeted.email, password: DEMO_PASSWORD }, '203.0.113.9');
    expect(attacker.statusCode).toBe(429);
    const owner = await login(
      { email: targeted.email, password: DEMO_PASSWORD, totp: await nextTotp(t.app, targeted) },
      '198.51.100.4',
    );
    expect(owner.statusCode).toBe(200);
  });

  it(`locks every source once failures from many reach ${FROM_ANYWHERE} times the limit`, async () => {
    const spread = await addStaff(t.db, 'spread.coach@example.com');
    // Each source stays one short of its own lock.
    const perSource = STAFF_LOGIN_MAX_FAILURES - 1;
    for (let i = 0; i < STAFF_LOGIN_MAX_FAILURES * FROM_ANYWHERE; i++) {
      await fail(spread.email, 1, `203.0.113.${Math.floor(i / perSource) + 1}`);
    }
    const owner = await login(
      { email: spread.email, password: DEMO_PASSWORD, totp: await nextTotp(t.app, spread) },
      '198.51.100.4',
    );
    expect(owner.statusCode).toBe(429);
  });
});

describe('TOTP secrets at rest', () => {
  it('are stored encrypted, and staff still sign in with them', async () => {
    const rows = await queryRows<{ secret: string }>(
      t.db,
      sql`select totp_secret as secret from staff where totp_secret is not null`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const { secret } of rows) {
      expect(secret).toMatch(/^v1\.[0-9a-f]{8}\./);
      expect(secret).not.toContain(DEMO_COACH.totpSecret);
    }
    await expect(logInStaff(t.app, DEMO_COACH)).resolves.toBeDefined();
  });
});

describe('GET /api/staff/me, POST /api/staff/logout, POST /api/staff/me/recovery-codes', () => {
  it('answers who is logged in, and nothing after logout', async () => {
    const headers = await logInStaff(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/staff/me', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ email: DEMO_COACH.email, role: 'coach' });
    expect(me.json().data).not.toHaveProperty('totpSecret');
    const out = await t.app.inject({ method: 'POST', url: '/api/staff/logout', headers });
    expect(out.json()).toEqual({ data: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/me', headers })).statusCode).toBe(401);
  });

  it('keeps client and staff tokens apart', async () => {
    const client = await logIn(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/me', headers: client })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/me' })).statusCode).toBe(401);
    const coach = await logInStaff(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/mlw/me', headers: coach })).statusCode).toBe(401);
  });

  it('replaces the recovery codes when confirmed with a current code', async () => {
    const member = await addStaff(t.db, 'renew.coach@example.com');
    const headers = await logInStaff(t.app, member);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/staff/me/recovery-codes',
      headers,
      payload: { totp: '000000' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('totp');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/me/recovery-codes',
      headers,
      payload: { totp: await nextTotp(t.app, member) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.recovery_codes).toHaveLength(10);
    const me = await t.app.inject({ method: 'GET', url: '/api/staff/me', headers });
    expect(me.json().data.recovery_codes_left).toBe(10);
  });
});
