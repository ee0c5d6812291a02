import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientGrant } from '../../../../../test-support/log-in-demo-client.ts';
import { accessTokens } from '../../db/schema.ts';
import { sha256 } from '../../lib/secrets.ts';
import { createTestApp, DEMO_CLIENT, DEMO_NO_PLAN, logIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const grant = (overrides: Record<string, unknown> = {}) => ({ ...clientGrant(), ...overrides });

describe('POST /api/oauth/token', () => {
  it('issues a bearer token for the right e-mail, date of birth and password', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/oauth/token', payload: grant() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('Bearer');
    expect(body.access_token.length).toBeGreaterThanOrEqual(43);
    expect(body.expires_in).toBeGreaterThan(0);
  });

  it('accepts the e-mail in any case', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: grant({ username: 'Demo.Client@Example.com' }),
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['a wrong password', { password: 'wrong-password' }],
    ['a wrong date of birth', { dob: '1985-04-13' }],
    ['an unknown e-mail', { username: 'nobody@example.com' }],
  ])('refuses %s with the same message', async (_, overrides) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/oauth/token', payload: grant(overrides) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Invalid username/password', code: 'LOGIN_FAILED' });
  });

  it('rejects unknown fields and wrong types with field errors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: grant({ extra: 1, dob: 19850412 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({ extra: ['Unknown field'], dob: expect.any(Array) });
  });

  it('answers 400 to an empty body labelled as JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('body');
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON');
  });
});

describe('GET /api/mlw/me', () => {
  it('answers the profile with every field of the portal spec', async () => {
    const headers = await logIn(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/mlw/me', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const profile = res.json().data;
    expect(profile).toMatchObject({
      first_name: 'Jo',
      email: DEMO_CLIENT.email,
      tool_notification_sms: expect.stringMatching(/^(yes|no)$/),
      closure_requested: false,
      coaching_ended: false,
      completed_calls: 1,
      assessment_count: 1,
      contact_mon: true,
      contact_tue: false,
      contact_morning: true,
      plan: { id: expect.any(Number), service_level: 2 },
    });
  });

  it('answers 401 without a token, with a made-up token, and after logout', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/mlw/me' })).statusCode).toBe(401);
    const fake = { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz0123456789' };
    expect((await t.app.inject({ method: 'GET', url: '/api/mlw/me', headers: fake })).statusCode).toBe(401);
    const headers = await logIn(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/oauth/logout', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/mlw/me', headers })).statusCode).toBe(401);
  });

  it('answers each of several callers at once with their own profile, and a revoked token with 401', async () => {
    const [jo, sam, gone] = await Promise.all([logIn(t.app), logIn(t.app, DEMO_NO_PLAN), logIn(t.app)]);
    await t.app.inject({ method: 'POST', url: '/api/oauth/logout', headers: gone });
    const [a, b, c] = await Promise.all(
      [jo, sam, gone].map((headers) => t.app.inject({ method: 'GET', url: '/api/mlw/me', headers })),
    );
    expect(a?.json().data.email).toBe(DEMO_CLIENT.email);
    expect(b?.json().data.email).toBe(DEMO_NO_PLAN.email);
    expect(c?.statusCode).toBe(401);
  });

  it('answers 401 as soon as the token has expired, here and on other client routes', async () => {
    const headers = await logIn(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/mlw/me', headers })).statusCode).toBe(200);
    await t.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.tokenHash, sha256(headers.authorization.slice('Bearer '.length))));
    expect((await t.app.inject({ method: 'GET', url: '/api/mlw/me', headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/mlw/plan', headers })).statusCode).toBe(401);
  });
});
