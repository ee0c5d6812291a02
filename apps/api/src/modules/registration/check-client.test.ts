import { REGISTRATION_MSG } from '@coaching/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema.ts';
import { PER_IP } from '../../plugins/rate-limit.ts';
import { createTestApp, DEMO_CLIENT, type TestApp } from '../../test/test-app.ts';
import { PER_IDENTITY } from './check-client-exists.ts';

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

const DEMO_BY_NAME = { first_name: 'Jo', last_name: 'Demo', postcode: 'DT1 1XJ', dob: DEMO_CLIENT.dob };

describe('POST /api/clients/check-client by e-mail and date of birth', () => {
  it('answers exists for a registered e-mail with its date of birth, in any case and with stray spaces', async () => {
    for (const email of [DEMO_CLIENT.email, 'Demo.Client@EXAMPLE.com', ' demo.client@example.com ']) {
      const res = await check({ email, dob: DEMO_CLIENT.dob });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ exists: true });
    }
  });

  it('answers as for a stranger when the date of birth is wrong, or the e-mail is new', async () => {
    for (const payload of [
      { email: DEMO_CLIENT.email, dob: '1985-04-13' },
      { email: 'someone.new@example.com', dob: DEMO_CLIENT.dob },
    ]) {
      const res = await check(payload, '192.0.2.2');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ exists: false });
    }
  });
});

describe('POST /api/clients/check-client by name, postcode and date of birth', () => {
  it('finds the demo client by name in any case and spacing and postcode in any spelling', async () => {
    const res = await check({
      first_name: ' jo ',
      last_name: 'DEMO',
      postcode: 'dt11xj',
      dob: DEMO_CLIENT.dob,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ exists: true });
  });

  it.each([
    ['another postcode', { postcode: 'DT1 1XA' }],
    ['another date of birth', { dob: '1985-04-11' }],
    ['another first name', { first_name: 'Joe' }],
  ])('answers as for a stranger with %s', async (_, change) => {
    const res = await check({ ...DEMO_BY_NAME, ...change }, '192.0.2.3');
    expect(res.json()).toEqual({ exists: false });
  });

  it('refuses a check by name without the date of birth', async () => {
    const res = await check({ first_name: 'Jo', last_name: 'Demo', postcode: 'DT1 1XJ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.body).toEqual([REGISTRATION_MSG.checkClientShape]);
  });
});

describe('POST /api/clients/check-client with bad input', () => {
  it.each([
    ['a bad e-mail', { email: 'demo', dob: '1985-04-12' }, 'email', 'Please enter a valid email'],
    ['an impossible date', { email: 'a@example.com', dob: '1985-02-30' }, 'dob', 'Enter a real date'],
    [
      'a future date',
      { email: 'a@example.com', dob: '2999-01-01' },
      'dob',
      'Date of birth must be in the past',
    ],
    [
      'a bad postcode',
      { first_name: 'Jo', last_name: 'B', postcode: 'DT1', dob: '1985-04-12' },
      'postcode',
      'Please enter a valid postcode',
    ],
    [
      'an empty name',
      { first_name: ' ', last_name: 'B', postcode: 'DT1 1XJ', dob: '1985-04-12' },
      'first_name',
      'Required',
    ],
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

let addressCount = 0;
const newAddress = () => {
  addressCount += 1;
  return `203.0.113.${addressCount}`;
};

describe('rate limits', () => {
  it('throttles 200 checks from one address after the per-address limit, with Retry-After', async () => {
    const statuses: number[] = [];
    let limited: { retryAfter: string; message: string } | undefined;
    for (let i = 0; i < 200; i += 1) {
      const res = await check({ email: `stranger${i}@example.com`, dob: '1990-01-01' }, '198.51.100.7');
      statuses.push(res.statusCode);
      if (res.statusCode === 429)
        limited ??= { retryAfter: String(res.headers['retry-after']), message: res.json().message };
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(PER_IP.eligibilityCheck.max);
    expect(statuses.slice(PER_IP.eligibilityCheck.max).every((s) => s === 429)).toBe(true);
    expect(Number(limited?.retryAfter)).toBeGreaterThan(59 * 60);
    expect(limited?.message, 'the wait Retry-After gives, not a minute').toBe(
      'Too many requests. Please wait 1 hour and try again.',
    );
    expect(
      (await check({ email: 'stranger@example.com', dob: '1990-01-01' }, '198.51.100.8')).statusCode,
    ).toBe(200);
    const otherRoute = await t.app.inject({
      method: 'POST',
      url: '/api/register/resend-welcome',
      payload: { email: 'stranger@example.com', dob: '1990-01-01' },
      remoteAddress: '198.51.100.7',
    });
    expect(otherRoute.statusCode, 'each route counts on its own').toBe(200);
  });

  it.each([
    ['e-mail', (dob: string) => ({ email: 'guessed.person@example.com', dob })],
    [
      'name and postcode',
      (dob: string) => ({ first_name: 'Guess', last_name: 'Person', postcode: 'DT2 2AB', dob }),
    ],
  ])('throttles tries of one %s with any date of birth, from any address', async (_, payload) => {
    for (let i = 0; i < PER_IDENTITY.max; i += 1) {
      expect(
        (await check(payload(`1980-01-${String(i + 1).padStart(2, '0')}`), newAddress())).statusCode,
      ).toBe(200);
    }
    const limited = await check(payload('1980-02-01'), newAddress());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const spaced = await check(
      'email' in payload('')
        ? { email: ' Guessed.Person@EXAMPLE.com', dob: '1980-02-02' }
        : { first_name: 'guess ', last_name: 'PERSON', postcode: 'dt22ab', dob: '1980-02-02' },
      newAddress(),
    );
    expect(spaced.statusCode, 'the same person in another spelling').toBe(429);
  });
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('timing', () => {
  it('answers a known e-mail with a wrong date of birth as fast as an unknown e-mail', async () => {
    // Registered people of their own, each tried once: one person's tries are limited.
    const [demo] = await t.db.select().from(clients).where(eq(clients.email, DEMO_CLIENT.email));
    if (!demo) throw new Error('no demo client');
    const { id: _id, ...base } = demo;
    const known = Array.from({ length: 41 }, (_, i) => `timed${i}@example.com`);
    await t.db.insert(clients).values(known.map((email) => ({ ...base, email })));
    const times = { wrongDob: [] as number[], unknown: [] as number[] };
    for (const [i, email] of known.entries()) {
      // Each kind goes first in turn, so neither pays more often for what the other left behind.
      const order = i % 2 === 0 ? (['wrongDob', 'unknown'] as const) : (['unknown', 'wrongDob'] as const);
      for (const kind of order) {
        const payload = { email: kind === 'wrongDob' ? email : `unknown${i}@example.com`, dob: '1970-01-01' };
        const started = process.hrtime.bigint();
        const res = await check(payload, newAddress());
        const took = Number(process.hrtime.bigint() - started) / 1e6;
        expect(res.json()).toEqual({ exists: false });
        if (i > 0) times[kind].push(took);
      }
    }
    const [wrongDob, unknown] = [median(times.wrongDob), median(times.unknown)];
    // 3 ms on a quiet machine (a call takes 3-10 ms); on a loaded one (40 ms a call on two shared
    // cores) the noise grows with the call, so a tenth of it. A password hash or a second lookup for
    // a known person would still show: tens of milliseconds.
    expect(Math.abs(wrongDob - unknown), `${wrongDob} ms against ${unknown} ms`).toBeLessThan(
      Math.max(3, unknown / 10),
    );
  });
});
