import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_CLIENT,
  DEMO_NO_PLAN,
  DEMO_PASSWORD,
  requestToken,
  type TestApp,
} from '../../test/test-app.ts';
import { LOGIN_FAILED, MAX_FAILURES } from './log-in-client.ts';

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

describe('failed logins', () => {
  it('forgive mistakes short of the limit, and a success starts the count again', async () => {
    await failTimes(DEMO_CLIENT, MAX_FAILURES - 1);
    expect((await logIn(DEMO_CLIENT, DEMO_PASSWORD)).statusCode).toBe(200);
    await failTimes(DEMO_CLIENT, MAX_FAILURES - 1);
    expect((await logIn(DEMO_CLIENT, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('lock the account at the limit, even for the right password', async () => {
    await failTimes(DEMO_NO_PLAN, MAX_FAILURES);
    const res = await logIn(DEMO_NO_PLAN, DEMO_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/wait 15 minutes or reset your password/);
  });
});
