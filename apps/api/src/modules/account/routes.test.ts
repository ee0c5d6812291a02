import { OPTION } from '@coaching/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema.ts';
import {
  createTestApp,
  DEMO_CLIENT,
  DEMO_NO_PLAN,
  DEMO_PASSWORD,
  logIn,
  type TestApp,
} from '../../test/test-app.ts';

let t: TestApp;
let jo: { authorization: string };
let pat: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  [jo, pat] = await Promise.all([logIn(t.app), logIn(t.app, DEMO_NO_PLAN)]);
});
afterAll(() => t.close());

const details = {
  first_name: 'Joanna',
  last_name: 'Demo-Smith',
  gender: OPTION.genderSelfDescribe,
  gender_other: 'Agender',
  address1: '1 South Street, Dorchester',
  postcode: 'dt11ab',
  phone_mobile: '07700 900456',
  tool_notification_sms: 'yes',
  tool_notification_email: 'no',
};

const put = (url: string, headers: Record<string, string> | undefined, payload?: object) =>
  t.app.inject({ method: 'PUT', url, headers: headers ?? {}, ...(payload ? { payload } : {}) });
const me = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/mlw/me', headers })).json().data;

describe('PUT /api/mlw/account', () => {
  it('saves the details and answers the updated profile', async () => {
    const res = await put('/api/mlw/account', jo, details);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      first_name: 'Joanna',
      last_name: 'Demo-Smith',
      gender: OPTION.genderSelfDescribe,
      gender_other: 'Agender',
      postcode: 'DT1 1AB',
      phone_mobile: '07700 900456',
      tool_notification_sms: 'yes',
      tool_notification_email: 'no',
      email: DEMO_CLIENT.email,
    });
    expect(await me(jo)).toMatchObject({ first_name: 'Joanna', postcode: 'DT1 1AB' });
  });

  it.each(['07700-900456', '+44 7700 900456', '(07700) 900456'])(
    'stores a pasted phone number %s in the one canonical form',
    async (phone_mobile) => {
      const res = await put('/api/mlw/account', jo, { ...details, phone_mobile });
      expect(res.statusCode).toBe(200);
      expect((await me(jo)).phone_mobile).toBe('07700 900456');
    },
  );

  it('changes only the caller’s own record', async () => {
    expect(await me(pat)).toMatchObject({ first_name: 'Pat', last_name: 'Newcomer', postcode: 'BH1 1AA' });
  });

  it('drops gender_other when another gender is chosen', async () => {
    const res = await put('/api/mlw/account', pat, { ...details, first_name: 'Pat', gender: 1 });
    expect(res.json().data).toMatchObject({ first_name: 'Pat', gender: 1, gender_other: null });
  });

  it('needs gender_other only for a self-described gender (portal §5)', async () => {
    const { gender_other: _, ...withoutOther } = details;
    const res = await put('/api/mlw/account', pat, { ...withoutOther, first_name: 'Pat', gender: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ gender: 1, gender_other: null });
    const selfDescribed = await put('/api/mlw/account', pat, { ...withoutOther, first_name: 'Pat' });
    expect(selfDescribed.json().errors).toEqual({ gender_other: ['Required'] });
  });

  it('names each problem with a field once', async () => {
    const res = await put('/api/mlw/account', jo, { ...details, postcode: 'BH1 1AAAAA' });
    expect(res.json().errors).toEqual({ postcode: ['Please enter a valid postcode'] });
  });

  it('refuses to change the e-mail', async () => {
    const res = await put('/api/mlw/account', jo, { ...details, email: 'someone.else@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: ['Unknown field'] });
    expect((await me(jo)).email).toBe(DEMO_CLIENT.email);
  });

  it.each([
    [
      'missing names',
      { first_name: '', last_name: '  ' },
      { first_name: ['Required'], last_name: ['Required'] },
    ],
    ['a self-described gender without text', { gender_other: null }, { gender_other: ['Required'] }],
    ['a bad postcode', { postcode: 'ZZZ' }, { postcode: ['Please enter a valid postcode'] }],
    ['a long phone number', { phone_mobile: '0770090012345' }, { phone_mobile: expect.any(Array) }],
    ['a yes/no that is neither', { tool_notification_sms: true }, { tool_notification_sms: ['Required'] }],
    ['a gender given as text', { gender: 'Female' }, { gender: ['Select an option'] }],
  ])('rejects %s with field errors', async (_, change, errors) => {
    const res = await put('/api/mlw/account', jo, { ...details, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
  });

  it('rejects a gender option that does not exist', async () => {
    const res = await put('/api/mlw/account', jo, { ...details, gender: 999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ gender: ['Select an option'] });
  });

  it('needs a logged-in client', async () => {
    expect((await put('/api/mlw/account', undefined, details)).statusCode).toBe(401);
  });
});

describe('PUT /api/mlw/account/password', () => {
  const change = (password: string, current = DEMO_PASSWORD) => ({
    current_password: current,
    password,
    password_confirmation: password,
  });

  it('answers "Invalid password" for a wrong current password and changes nothing', async () => {
    const res = await put('/api/mlw/account/password', pat, change('brand-new-password', 'not-my-password'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'Invalid password' });
  });

  it.each([
    [
      'a short password',
      change('short'),
      { password: ['Your password should be at least 8 characters long'] },
    ],
    [
      'a confirmation that does not match',
      { ...change('brand-new-password'), password_confirmation: 'brand-new-passwort' },
      { password_confirmation: ['Must match'] },
    ],
    [
      'missing fields',
      { current_password: '', password: '', password_confirmation: '' },
      {
        current_password: ['Required'],
        password: ['Required', 'Your password should be at least 8 characters long'],
        password_confirmation: ['Required'],
      },
    ],
  ])('rejects %s', async (_, body, errors) => {
    const res = await put('/api/mlw/account/password', pat, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
  });

  it('changes the password, keeps the caller signed in and signs out other sessions', async () => {
    const otherDevice = await logIn(t.app, DEMO_NO_PLAN);
    const res = await put('/api/mlw/account/password', pat, change('brand-new-password'));
    expect(res.json()).toEqual({ status: 'OK' });
    expect((await t.app.inject({ method: 'GET', url: '/api/mlw/me', headers: pat })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/mlw/me', headers: otherDevice })).statusCode).toBe(
      401,
    );
    await expect(logIn(t.app, DEMO_NO_PLAN)).rejects.toThrow();
    await expect(logIn(t.app, DEMO_NO_PLAN, 'brand-new-password')).resolves.toBeDefined();
    await expect(logIn(t.app)).resolves.toBeDefined();
  });
});

describe('PUT /api/mlw/close', () => {
  it('needs a logged-in client', async () => {
    expect((await put('/api/mlw/close', undefined)).statusCode).toBe(401);
  });

  it('rejects a body with fields', async () => {
    expect((await put('/api/mlw/close', jo, { reason: 'moving' })).statusCode).toBe(400);
  });

  it('records the request, signs the client out everywhere and leaves other clients alone', async () => {
    const otherDevice = await logIn(t.app);
    const res = await put('/api/mlw/close', jo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { closure_requested: true } });
    for (const headers of [jo, otherDevice]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/mlw/me', headers })).statusCode).toBe(401);
    }
    const [pat2] = await t.db
      .select({ at: clients.closureRequestedAt })
      .from(clients)
      .where(eq(clients.email, DEMO_NO_PLAN.email));
    expect(pat2?.at).toBeNull();
  });

  it('shows closure_requested after logging in again, and keeps the first request time', async () => {
    const again = await logIn(t.app);
    expect((await me(again)).closure_requested).toBe(true);
    const [before] = await t.db
      .select({ at: clients.closureRequestedAt })
      .from(clients)
      .where(eq(clients.email, DEMO_CLIENT.email));
    expect((await put('/api/mlw/close', again, {})).statusCode).toBe(200);
    const [after] = await t.db
      .select({ at: clients.closureRequestedAt })
      .from(clients)
      .where(eq(clients.email, DEMO_CLIENT.email));
    expect(after?.at).toEqual(before?.at);
  });
});
