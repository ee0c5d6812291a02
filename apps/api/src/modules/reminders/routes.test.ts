import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, logIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await logIn(t.app);
});
afterAll(() => t.close());

const put = (payload: unknown, headers = auth) =>
  t.app.inject({ method: 'PUT', url: '/api/mlw/reminders', headers, payload: payload as object });

describe('reminder settings', () => {
  it('starts with e-mail on and texts as the registration choice said', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/mlw/reminders', headers: auth });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ email: true });
  });

  it('turns each channel off and on', async () => {
    const off = await put({ email: false, sms: true });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ email: false, sms: true });
    const read = await t.app.inject({ method: 'GET', url: '/api/mlw/reminders', headers: auth });
    expect(read.json().data).toMatchObject({ email: false, sms: true });
    expect((await put({ email: true, sms: false })).json().data).toMatchObject({ email: true, sms: false });
  });

  it('refuses a missing or non-boolean choice with the field named', async () => {
    const response = await put({ email: 'no' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'sms']);
  });

  it('needs a logged-in client', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/mlw/reminders' })).statusCode).toBe(401);
  });
});

describe('running the scheduler at a given time in development', () => {
  it('takes a London time and answers how many messages it queued', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/dev/scheduler/run',
      payload: { at: '2026-07-01T09:00' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ now: '2026-07-01T08:00:00.000Z', queued: expect.any(Number) });
    const bad = await t.app.inject({ method: 'POST', url: '/dev/scheduler/run', payload: { at: 'soon' } });
    expect(bad.statusCode).toBe(400);
  });
});
