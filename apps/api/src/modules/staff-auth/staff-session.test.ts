import { STAFF_TOKEN_TTL_SECONDS } from '@coaching/shared/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessTokens, rateLimits } from '../../db/schema.ts';
import { DEMO_COACH, signInStaff } from '../../test/staff-login.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(rateLimits).where(sql`${rateLimits.key} not like 'staff-totp-step:%'`);
});

/** Signs in as the console does; answers the cookie a browser would keep and the CSRF token. */
async function signInWithCookie() {
  const response = await signInStaff(t.app, DEMO_COACH, { session: 'cookie' });
  const setCookie = String(response.headers['set-cookie']);
  const cookie = setCookie.split(';')[0] ?? '';
  return { response, setCookie, cookie, csrf: String(response.json().csrf_token) };
}

const me = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/staff/me', headers });
const logOut = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/staff/logout', headers, payload: {} });

async function lastUsed() {
  const [row] = await t.db
    .select({ at: accessTokens.lastUsedAt })
    .from(accessTokens)
    .where(sql`${accessTokens.staffId} is not null`)
    .orderBy(sql`${accessTokens.id} desc`)
    .limit(1);
  return row?.at.getTime() ?? 0;
}
const idleFor = (minutes: number) =>
  t.db.execute(
    sql`update access_tokens set last_used_at = now() - ${`${minutes} minutes`}::interval
        where id = (select max(id) from access_tokens where staff_id is not null)`,
  );

describe('the staff session cookie', () => {
  it('is HttpOnly, Secure, SameSite=Strict and only for the staff API; the answer holds no token', async () => {
    const { response, setCookie } = await signInWithCookie();
    expect(setCookie).toMatch(
      /^staff_session=[\w-]{20,}; Path=\/api\/staff; HttpOnly; Secure; SameSite=Strict/,
    );
    expect(setCookie).toContain(`Max-Age=${STAFF_TOKEN_TTL_SECONDS}`);
    const body = response.json();
    expect(body.access_token).toBeUndefined();
    expect(body).toMatchObject({ status: 'ok', staff: { email: DEMO_COACH.email } });
    expect(body.csrf_token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs in every tab that sends it, and tells a new tab its CSRF token', async () => {
    const { cookie, csrf } = await signInWithCookie();
    const answer = await me({ cookie });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ email: DEMO_COACH.email, csrf_token: csrf });
  });

  it('refuses a change sent with the cookie but without its CSRF token', async () => {
    const { cookie, csrf } = await signInWithCookie();
    const change = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/staff/me/password',
        headers,
        payload: { current_password: 'wrong-password', password: 'a-new-password-long-enough' },
      });
    expect((await change({ cookie })).statusCode).toBe(401);
    expect((await change({ cookie, 'x-csrf-token': 'f'.repeat(64) })).statusCode).toBe(401);
    // With the token the request is heard: the wrong current password is a field error, not a 401.
    expect((await change({ cookie, 'x-csrf-token': csrf })).statusCode).toBe(400);
  });

  it('ends after 30 minutes unused, and use keeps it going', async () => {
    const { cookie } = await signInWithCookie();
    await idleFor(29);
    const before = await lastUsed();
    expect((await me({ cookie })).statusCode).toBe(200);
    expect(await lastUsed()).toBeGreaterThan(before + 28 * 60_000);
    await idleFor(31);
    expect((await me({ cookie })).statusCode).toBe(401);
  });

  it('is not kept alive by the console’s own polls', async () => {
    const { cookie } = await signInWithCookie();
    await idleFor(20);
    const before = await lastUsed();
    expect((await me({ cookie, 'x-background-refresh': '1' })).statusCode).toBe(200);
    expect(await lastUsed()).toBe(before);
  });

  it('lasts 10 hours at most', async () => {
    const { cookie } = await signInWithCookie();
    await t.db.execute(
      sql`update access_tokens set expires_at = now() - interval '1 second'
          where id = (select max(id) from access_tokens where staff_id is not null)`,
    );
    expect((await me({ cookie })).statusCode).toBe(401);
  });

  it('signing out ends it for every tab and clears the cookie', async () => {
    const { cookie, csrf } = await signInWithCookie();
    const out = await logOut({ cookie, 'x-csrf-token': csrf });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^staff_session=; .*Max-Age=0/);
    expect((await me({ cookie })).statusCode).toBe(401);
  });

  it('leaves bearer tokens for API clients as they were, with the same idle limit', async () => {
    const response = await signInStaff(t.app, DEMO_COACH);
    const { access_token: token } = response.json();
    expect(response.headers['set-cookie']).toBeUndefined();
    const authorization = `Bearer ${token}`;
    expect((await me({ authorization })).json().data.csrf_token).toBeNull();
    await idleFor(31);
    expect((await me({ authorization })).statusCode).toBe(401);
  });
});
