import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_CLIENT,
  DEMO_NO_PLAN,
  DEMO_PASSWORD,
  requestToken,
  type TestApp,
} from '../../test/test-app.ts';
import { LOGIN_FAILED, LOGIN_PAUSED } from './log-in-client.ts';
import { MAX_FAILURES, PAUSE_MINUTES } from './login-failures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const logIn = (who: { email: string; dob: string }, password: string) => requestToken(t.app, who, password);

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
    expect(seen(res)).toEqual({ status: 429, body: { message: LOGIN_PAUSED }, retryMinutes: PAUSE_MINUTES });
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
    const { clearFailures } = await import('./login-failures.ts');
    await clearFailures(t.db, who.email.toLowerCase());
    expect((await logIn(who, 'x')).statusCode).toBe(401);
  });
});
