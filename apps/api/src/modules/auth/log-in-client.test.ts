import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_CLIENT,
  DEMO_NO_PLAN,
  DEMO_PASSWORD,
  requestToken,
  type TestApp,
} from '../../test/test-app.ts';
import { LOGIN_FAILED, loginPaused } from './log-in-client.ts';

const LOGIN_PAUSED = loginPaused(PAUSE_MINUTES * 60_000);

import {
  CLIENT_LIMIT,
  clearAccountFailures,
  clientAccount,
  FROM_ANYWHERE,
  failureCounts,
  MAX_FAILURES,
  PAUSE_MINUTES,
  recordFailure,
} from './login-failures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const logIn = (who: { email: string; dob: string }, password: string) => requestToken(t.app, who, password);
const logInFrom = (remoteAddress: string, who: { email: string; dob: string }, password: string) =>
  requestToken(t.app, who, password, remoteAddress);

async function failTimes(who: { email: string; dob: string }, times: number) {
  for (let i = 0; i < times; i += 1) {
    const res = await logIn(who, 'not-the-password');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(LOGIN_FAILED);
  }
}

/** Everything a caller sees of the answer, the Retry-After rounded to the minute. */
const seen = (res: Awaited<ReturnType<typeof logIn>>) => ({
  status: res.statusCode,
  body: res.json(),
  retryMinutes: res.headers['retry-after'] ? Math.round(Number(res.headers['retry-after']) / 60) : null,
});

describe('failed logins', () => {
  it('forgive mistakes short of the limit, and a success starts the count again', async () => {
    await failTimes(DEMO_CLIENT, MAX_FAILURES - 1);
    expect((await logIn(DEMO_CLIENT, DEMO_PASSWORD)).statusCode).toBe(200);
    await failTimes(DEMO_CLIENT, MAX_FAILURES - 1);
    expect((await logIn(DEMO_CLIENT, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('pause the address at the limit, even for the right password, and say for how long', async () => {
    await failTimes(DEMO_NO_PLAN, MAX_FAILURES);
    const res = await logIn(DEMO_NO_PLAN, DEMO_PASSWORD);
    expect(seen(res)).toEqual({
      status: 429,
      body: { message: LOGIN_PAUSED, code: 'TOO_MANY_REQUESTS' },
      retryMinutes: PAUSE_MINUTES,
    });
  });

  it('answer an unknown address exactly as a registered one, so the answers do not tell who is registered', async () => {
    const unknown = { email: 'never.registered@example.com', dob: DEMO_CLIENT.dob };
    await failTimes(unknown, MAX_FAILURES);
    expect(seen(await logIn(unknown, 'anything'))).toEqual(seen(await logIn(DEMO_NO_PLAN, DEMO_PASSWORD)));
  });

  it('end when the password is reset', async () => {
    const who = { email: 'Pause.Reset@Example.com', dob: DEMO_CLIENT.dob };
    await failTimes(who, MAX_FAILURES);
    expect((await logIn(who, 'x')).statusCode).toBe(429);
    await clearAccountFailures(t.db, clientAccount(who.email));
    expect((await logIn(who, 'x')).statusCode).toBe(401);
  });

  it('pause only the source of the failures: the owner still logs in from their own phone', async () => {
    const target = { email: DEMO_CLIENT.email, dob: DEMO_CLIENT.dob };
    for (let i = 0; i < MAX_FAILURES; i += 1) {
      expect((await logInFrom('203.0.113.7', target, 'not-the-password')).statusCode).toBe(401);
    }
    expect((await logInFrom('203.0.113.7', target, DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await logInFrom('198.51.100.20', target, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it(`pause every source once failures from many reach ${FROM_ANYWHERE} times the limit`, async () => {
    const account = clientAccount(DEMO_CLIENT.email);
    // Each source one short of its own pause.
    for (let i = 0; i < MAX_FAILURES * FROM_ANYWHERE; i += 1) {
      await recordFailure(
        t.db,
        failureCounts(account, `203.0.113.${Math.floor(i / (MAX_FAILURES - 1))}`, CLIENT_LIMIT),
      );
    }
    const res = await logInFrom('198.51.100.21', DEMO_CLIENT, DEMO_PASSWORD);
    expect(seen(res)).toEqual({
      status: 429,
      body: { message: LOGIN_PAUSED, code: 'TOO_MANY_REQUESTS' },
      retryMinutes: PAUSE_MINUTES,
    });
  });
});
