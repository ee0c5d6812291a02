import { REGISTRATION_MSG } from '@coaching/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PER_IP } from '../../plugins/rate-limit.ts';
import { createTestApp, DEMO_CLIENT, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const check = (payload: unknown, remoteAddress = '192.0.2.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/clients/check-client',
    payload: payload as object,
    remoteAddress,
  });

describe('POST /api/clients/check-client by e-mail', () => {
  it('answers exists for a registered e-mail, in any case and with stray spaces', async () => {
    for (const email of [DEMO_CLIENT.email, 'Demo.Client@EXAMPLE.com', ' demo.client@example.com ']) {
      const res = await check({ email, dob: '2001-01-01' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ exists: true });
    }
  });

  it('answers not exists for a new e-mail', async () => {
    const res = await check({ email: 'someone.new@example.com', dob: DEMO_CLIENT.dob });
    expect(res.json()).toEqual({ exists: false });
  });
});

describe('POST /api/clients/check-client by name and postcode', () => {
  it('finds the demo client by name in any case and postcode in any spelling', async () => {
    const res = await check({ first_name: 'jo', last_name: 'DEMO', postcode: 'dt11xj' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ exists: true });
  });

  it('does not match another postcode', async () => {
    const res = await check({ first_name: 'Jo', last_name: 'Demo', postcode: 'DT1 1XA' });
    expect(res.json()).toEqual({ exists: false });
  });
});

describe('POST /api/clients/check-client with bad input', () => {
  it.each([
    ['a bad e-mail', { email: 'demo', dob: '1985-04-12' }, 'email', 'Please enter a valid email'],
    ['an impossible date', { email: 'a@example.com', dob: '1985-02-30' }, 'dob', 'Enter a real date'],
    [
      'a bad postcode',
      { first_name: 'Jo', last_name: 'B', postcode: 'DT1' },
      'postcode',
      'Please enter a valid postcode',
    ],
    ['an empty name', { first_name: ' ', last_name: 'B', postcode: 'DT1 1XJ' }, 'first_name', 'Required'],
  ])('answers 400 for %s', async (_, payload, field, message) => {
    const res = await check(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
  });

  it('answers 400 for a mixture of both kinds, or neither', async () => {
    for (const payload of [{ email: DEMO_CLIENT.email, first_name: 'Jo' }, {}, { dob: DEMO_CLIENT.dob }]) {
      const res = await check(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.body).toEqual([REGISTRATION_MSG.checkClientShape]);
    }
  });

  it('answers 400 for a date sent as a number', async () => {
    const res = await check({ email: DEMO_CLIENT.email, dob: 19850412 });
    expect(res.statusCode).toBe(400);
  });
});

describe('rate limit', () => {
  it('answers 429 after the per-IP limit of checks, and not to another address', async () => {
    const payload = { email: 'someone.new@example.com', dob: '1990-01-01' };
    for (let i = 0; i < PER_IP.eligibilityCheck.max; i += 1)
      expect((await check(payload, '198.51.100.7')).statusCode).toBe(200);
    const limited = await check(payload, '198.51.100.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many requests/);
    expect((await check(payload, '198.51.100.8')).statusCode).toBe(200);
    const otherRoute = await t.app.inject({
      method: 'POST',
      url: '/api/register/resend-welcome',
      payload,
      remoteAddress: '198.51.100.7',
    });
    expect(otherRoute.statusCode, 'each route counts on its own').toBe(200);
  });
});
