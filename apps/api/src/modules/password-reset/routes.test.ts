import { PASSWORD_RESET_TTL_MINUTES } from '@coaching/shared/constants';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLinks, outbox } from '../../db/schema.ts';
import { PER_IP } from '../../plugins/rate-limit.ts';
import {
  createTestApp,
  DEMO_CLIENT,
  DEMO_NO_PLAN,
  DEMO_PASSWORD,
  logIn,
  type TestApp,
} from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://coaching.example.org' });
});
afterAll(() => t.close());

let address = 0;
/** Each call comes from its own address, so the per-address limit is tested only where meant. */
const post = (url: string, payload: object, remoteAddress = `10.0.0.${++address}`) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });
const forgot = (who: { email: string; dob: string }, remoteAddress?: string) =>
  post('/api/clients/forgotpassword', who, remoteAddress);

const latestMail = async () => (await t.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1))[0];
const outboxSize = async () => (await t.db.select({ id: outbox.id }).from(outbox)).length;

/** Asks for a link and reads it back out of the queued e-mail, as the person would. */
async function emailedLink(who: { email: string; dob: string }) {
  expect((await forgot(who)).json()).toEqual({ data: 'ok' });
  await t.app.deferredSettled();
  const mail = await latestMail();
  const link = mail?.body?.match(/https:\/\/\S+/)?.[0];
  if (!mail || !link) throw new Error('no reset e-mail');
  return { mail, url: new URL(link), who };
}

type Link = { url: URL; who: { email: string; dob: string } };
const reset = (link: Link, password = 'a-new-password-1', overrides: Record<string, unknown> = {}) => {
  const token = link.url.searchParams.get('t') ?? '';
  return post(`/api/clients/resetpassword/${token}`, {
    email: link.who.email,
    dob: link.who.dob,
    password,
    password_confirmation: password,
    token,
    ...overrides,
  });
};

describe('POST /api/clients/forgotpassword', () => {
  it('e-mails the account a single link to /reset-password carrying only an opaque token', async () => {
    const { mail, url } = await emailedLink({ email: 'DEMO.client@example.com', dob: DEMO_CLIENT.dob });
    expect(mail.recipient).toBe(DEMO_CLIENT.email);
    expect(mail.channel).toBe('email');
    expect(`${url.origin}${url.pathname}`).toBe('https://coaching.example.org/reset-password');
    expect([...url.searchParams.keys()]).toEqual(['t']);
    expect(mail.body).not.toContain(DEMO_CLIENT.dob);
    expect(url.searchParams.get('t')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [link] = await t.db.select().from(clientLinks).orderBy(desc(clientLinks.id)).limit(1);
    expect(link?.purpose).toBe('password-reset');
    expect(link?.tokenHash).not.toContain(url.searchParams.get('t'));
    const minutes = ((link?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(PASSWORD_RESET_TTL_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(PASSWORD_RESET_TTL_MINUTES);
  });

  it.each([
    ['an unknown e-mail', { email: 'nobody@example.com', dob: DEMO_CLIENT.dob }],
    ['the wrong date of birth', { email: DEMO_CLIENT.email, dob: '1985-04-13' }],
  ])('answers the same for %s and sends nothing', async (_, who) => {
    const before = await outboxSize();
    const res = await forgot(who);
    await t.app.deferredSettled();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: 'ok' });
    expect(await outboxSize()).toBe(before);
  });

  it.each([
    ['nothing', {}, { email: ['Required'], dob: ['Required'] }],
    [
      'a bad e-mail',
      { email: 'not-an-email', dob: DEMO_CLIENT.dob },
      { email: ['Please enter a valid email'] },
    ],
    [
      'a date that does not exist',
      { email: DEMO_CLIENT.email, dob: '1985-02-30' },
      { dob: ['Enter a real date'] },
    ],
    ['an unknown field', { ...DEMO_CLIENT, password: 'x' }, { password: ['Unknown field'] }],
  ])('rejects %s', async (_, body, errors) => {
    const res = await post('/api/clients/forgotpassword', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
  });

  it('limits how often one address may ask', async () => {
    const { max } = PER_IP.passwordResetEmail;
    const statuses = [];
    for (let i = 0; i <= max; i++)
      statuses.push((await forgot({ ...DEMO_CLIENT, email: `x${i}@example.com` }, '10.9.9.9')).statusCode);
    expect(statuses).toEqual([...Array<number>(max).fill(200), 429]);
  });
});

describe('POST /api/clients/resetpassword/{token}', () => {
  it('sets the new password once and signs every session out', async () => {
    const session = await logIn(t.app, DEMO_NO_PLAN);
    const link = await emailedLink(DEMO_NO_PLAN);
    const res = await reset(link, 'pat-new-password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/mlw/me', headers: session })).statusCode).toBe(
      401,
    );
    await expect(logIn(t.app, DEMO_NO_PLAN, DEMO_PASSWORD)).rejects.toThrow();
    await expect(logIn(t.app, DEMO_NO_PLAN, 'pat-new-password')).resolves.toBeDefined();

    const again = await reset(link, 'another-password');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(
      'This reset link has expired or has already been used. Ask for a new one.',
    );
  });

  it('works only with the e-mail and date of birth the link was sent for', async () => {
    const link = await emailedLink(DEMO_CLIENT);
    expect(
      (await reset(link, 'x-new-password', { email: DEMO_NO_PLAN.email, dob: DEMO_NO_PLAN.dob })).statusCode,
    ).toBe(404);
    expect((await reset(link, 'x-new-password', { dob: '1985-04-13' })).statusCode).toBe(404);
    await expect(logIn(t.app)).resolves.toBeDefined();
  });

  it('stops an earlier link working once a newer one is sent', async () => {
    const first = await emailedLink(DEMO_CLIENT);
    await emailedLink(DEMO_CLIENT);
    expect((await reset(first)).statusCode).toBe(404);
  });

  it('refuses an expired link', async () => {
    const link = await emailedLink(DEMO_CLIENT);
    await t.db
      .update(clientLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clientLinks.purpose, 'password-reset'));
    expect((await reset(link)).statusCode).toBe(404);
  });

  it('says on GET whether the link can still be used: before, after use, and when made up', async () => {
    const link = await emailedLink(DEMO_CLIENT);
    const token = link.url.searchParams.get('t') ?? '';
    const status = async (t2: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/clients/resetpassword/${t2}` })).json();
    expect(await status(token)).toEqual({ usable: true });
    expect((await reset(link)).statusCode).toBe(200);
    expect(await status(token)).toEqual({ usable: false });
    expect(await status('a'.repeat(43))).toEqual({ usable: false });
  });

  it('refuses a made-up token', async () => {
    const made = { url: new URL(`https://x/reset-password?t=${'a'.repeat(43)}`), who: DEMO_CLIENT };
    expect((await reset(made)).statusCode).toBe(404);
  });

  it.each([
    [
      'a short password',
      { password: 'short', password_confirmation: 'short' },
      { password: ['Your password should be at least 8 characters long'] },
    ],
    [
      'a confirmation that does not match',
      { password_confirmation: 'a-new-password-2' },
      { password_confirmation: ['Must match'] },
    ],
    [
      'a token in the body unlike the one in the path',
      { token: 'b'.repeat(43) },
      { token: ['The token in the address and in the body must be the same'] },
    ],
    ['a malformed token', { token: 'not a token' }, { token: expect.any(Array) }],
    ['an unknown field', { client_id: 1 }, { client_id: ['Unknown field'] }],
  ])('rejects %s', async (_, overrides, errors) => {
    const made = { url: new URL(`https://x/reset-password?t=${'a'.repeat(43)}`), who: DEMO_CLIENT };
    const res = await reset(made, 'a-new-password-1', overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
  });
});
