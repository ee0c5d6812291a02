import { MSG, REGISTRATION_MSG } from '@coaching/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLinks } from '../../db/schema.ts';
import { PER_IP } from '../../plugins/rate-limit.ts';
import { latestLinkTo, type MailedLink, newClientPayload } from '../../test/registration-test-data.ts';
import { createTestApp, DEMO_NO_PLAN, logIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let requests = 0;
const nextAddress = () => {
  requests += 1;
  return `10.1.${Math.floor(requests / 250)}.${requests % 250}`;
};
const post = (url: string, payload: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

const PASSWORD = 'a good long password';

async function registerSomeone() {
  const client = newClientPayload();
  const res = await post('/api/register/newclient', { client });
  expect(res.statusCode).toBe(200);
  return { client, link: await latestLinkTo(t.db, client.email) };
}

const createPassword = (link: MailedLink, overrides: Record<string, unknown> = {}) =>
  post(`/api/clients/register/${link.hash}/${link.id}`, {
    password: PASSWORD,
    password_confirmation: PASSWORD,
    hash: link.hash,
    client_id: Number(link.id),
    ...overrides,
  });

describe('GET /api/clients/register/{hash}/{client_id}', () => {
  const status = (link: MailedLink) =>
    t.app.inject({
      method: 'GET',
      url: `/api/clients/register/${link.hash}/${link.id}`,
      remoteAddress: nextAddress(),
    });

  it('says whether the link can still be used, so the page can say so when it opens', async () => {
    const { link } = await registerSomeone();
    expect((await status(link)).json()).toEqual({ usable: true });
    expect((await createPassword(link)).statusCode).toBe(200);
    expect((await status(link)).json()).toEqual({ usable: false });

    const expired = (await registerSomeone()).link;
    await t.db
      .update(clientLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clientLinks.clientId, Number(expired.id)));
    expect((await status(expired)).json()).toEqual({ usable: false });
    expect((await status({ ...link, id: String(Number(expired.id) + 1000) })).json()).toEqual({
      usable: false,
    });
  });

  it('answers 400, not a server error, to a client id beyond the database’s ids', async () => {
    const { link } = await registerSomeone();
    for (const id of ['2147483648', '9999999999']) {
      const res = await status({ ...link, id });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.client_id).toEqual([REGISTRATION_MSG.linkInvalid]);
    }
  });
});

describe('POST /api/clients/register/{hash}/{client_id}', () => {
  it('sets the password once; then the client logs in with e-mail, date of birth and that password', async () => {
    const { client, link } = await registerSomeone();
    const res = await createPassword(link);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'complete' });
    const headers = await logIn(t.app, { email: client.email, dob: client.dob }, PASSWORD);
    const me = await t.app.inject({ method: 'GET', url: '/api/mlw/me', headers });
    expect(me.json().data).toMatchObject({ email: client.email, first_name: 'Alex' });

    const again = await createPassword(link, {
      password: 'another password',
      password_confirmation: 'another password',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(REGISTRATION_MSG.linkInvalid);
  });

  it('takes the client id as the link carries it, as digits in a string', async () => {
    const { link } = await registerSomeone();
    const res = await createPassword(link, { client_id: link.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'complete' });
  });

  it('refuses an expired link', async () => {
    const { link } = await registerSomeone();
    await t.db
      .update(clientLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clientLinks.clientId, Number(link.id)));
    expect((await createPassword(link)).statusCode).toBe(404);
  });

  it('refuses a made-up secret and a real secret with another client id', async () => {
    const { link } = await registerSomeone();
    const other = await registerSomeone();
    expect((await createPassword({ ...link, hash: 'x'.repeat(43) })).statusCode).toBe(404);
    expect((await createPassword({ ...link, id: other.link.id })).statusCode).toBe(404);
    expect((await createPassword(link)).statusCode).toBe(200);
  });

  it('keeps the first link working after a resend, until one of them is used', async () => {
    const { client, link: first } = await registerSomeone();
    expect(
      (await post('/api/register/resend-welcome', { email: client.email, dob: client.dob })).statusCode,
    ).toBe(200);
    await t.app.deferredSettled();
    const second = await latestLinkTo(t.db, client.email);
    expect(second.hash).not.toBe(first.hash);
    expect((await createPassword(second)).statusCode).toBe(200);
    expect((await createPassword(first)).statusCode).toBe(404);
  });

  it.each([
    [
      'a short password',
      { password: 'short', password_confirmation: 'short' },
      'password',
      MSG.passwordLength,
    ],
    [
      'a confirmation that differs',
      { password_confirmation: `${PASSWORD}!` },
      'password_confirmation',
      MSG.mustMatch,
    ],
    ['a client id that is not a number', { client_id: 'abc' }, 'client_id', undefined],
    ['an unknown field', { remember: true }, 'remember', 'Unknown field'],
  ])('answers 400 for %s and stores nothing', async (_, overrides, field, message) => {
    const { link } = await registerSomeone();
    const res = await createPassword(link, overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual(message ? [message] : expect.any(Array));
    expect((await createPassword(link)).statusCode).toBe(200);
  });

  it('answers 400 when the body names another link than the address', async () => {
    const { link } = await registerSomeone();
    const res = await createPassword(link, { hash: 'y'.repeat(43) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.hash).toEqual([REGISTRATION_MSG.linkInvalid]);
  });

  it('answers 400 for a malformed address', async () => {
    const res = await post('/api/clients/register/bad/0', {
      password: PASSWORD,
      password_confirmation: PASSWORD,
      hash: 'bad',
      client_id: 0,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/register/resend-welcome', () => {
  it('answers ok and e-mails nothing for an unknown e-mail or a wrong date of birth', async () => {
    const { client } = await registerSomeone();
    const before = await latestLinkTo(t.db, client.email);
    for (const payload of [
      { email: 'nobody.here@example.com', dob: '1980-01-01' },
      { email: client.email, dob: '1980-06-16' },
    ]) {
      const res = await post('/api/register/resend-welcome', payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: 'ok' });
    }
    expect((await latestLinkTo(t.db, client.email)).hash).toBe(before.hash);
  });

  it('sends a login reminder, not a link, to a client who already has a password', async () => {
    const res = await post('/api/register/resend-welcome', DEMO_NO_PLAN);
    expect(res.json()).toEqual({ data: 'ok' });
    await t.app.deferredSettled();
    await expect(latestLinkTo(t.db, DEMO_NO_PLAN.email)).rejects.toThrow(/no password-creation link/);
  });

  it('answers 400 for bad input', async () => {
    const res = await post('/api/register/resend-welcome', { email: 'x', dob: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      email: [MSG.email],
      dob: expect.arrayContaining([MSG.required]),
    });
  });

  it('is limited per IP address', async () => {
    const payload = { email: 'nobody.here@example.com', dob: '1980-01-01' };
    for (let i = 0; i < PER_IP.registrationEmail.max; i += 1)
      await post('/api/register/resend-welcome', payload, '198.51.100.30');
    expect((await post('/api/register/resend-welcome', payload, '198.51.100.30')).statusCode).toBe(429);
  });
});

describe('POST /api/register/change-email', () => {
  const key = () => `key${Math.random().toString(36).slice(2)}${'z'.repeat(30)}`;

  it('moves a registration without a password to a new address; old links stop working', async () => {
    const hash = key();
    const client = newClientPayload();
    await post('/api/register/newclient', { client, hash });
    const oldLink = await latestLinkTo(t.db, client.email);
    const email = `fixed.${client.email}`;
    const res = await post('/api/register/change-email', { hash, email });
    expect(res.statusCode).toBe(200);
    const newLink = await latestLinkTo(t.db, email);
    expect((await createPassword(oldLink)).statusCode).toBe(404);
    expect((await createPassword(newLink)).statusCode).toBe(200);
    expect((await post('/api/register/change-email', { hash, email: `again.${email}` })).statusCode).toBe(
      404,
    );
  });

  it('refuses an address that already has an account, with the spec message', async () => {
    const hash = key();
    await post('/api/register/newclient', { client: newClientPayload(), hash });
    const res = await post('/api/register/change-email', { hash, email: DEMO_NO_PLAN.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ email: [REGISTRATION_MSG.emailExists] });
  });

  it('answers 404 for an unknown key and 400 for bad input', async () => {
    expect(
      (await post('/api/register/change-email', { hash: key(), email: 'a@example.com' })).statusCode,
    ).toBe(404);
    const bad = await post('/api/register/change-email', { hash: key(), email: 'a@' });
    expect(bad.json().errors).toEqual({ email: [MSG.email] });
  });
});
