import { MSG, REGISTRATION_MSG } from '@coaching/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, referrers, staff } from '../../db/schema.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { PER_IP } from '../../plugins/rate-limit.ts';
import { latestLinkTo, mailsTo, newClientPayload } from '../../test/registration-test-data.ts';
import { createTestApp, DEMO_CLIENT, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each request from its own address, so only the rate-limit test meets the limit.
let requests = 0;
const nextAddress = () => {
  requests += 1;
  return `10.0.${Math.floor(requests / 250)}.${requests % 250}`;
};
const register = (payload: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/register/newclient', payload: payload as object, remoteAddress });

const clientCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(clients))[0]?.n;
const findClient = async (email: string) =>
  (await t.db.select().from(clients).where(eq(clients.email, email)).limit(1))[0];

describe('POST /api/register/newclient', () => {
  it('creates the client and e-mails a password-creation link', async () => {
    const client = newClientPayload({
      gender_other: 'ignored unless self describing',
      share_pseudonymised: true,
    });
    const res = await register({ client });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: 'ok' });

    const row = await findClient(client.email);
    expect(row).toMatchObject({
      firstName: 'Alex',
      postcode: 'BH10 4AB',
      phoneNumber: '07700 900456',
      contactMethod: 2,
      preferredMethod: 2,
      leaveMessage: 'no',
      genderOther: null,
      someoneElse: 'for-me',
      acceptTerms: true,
      sharePseudonymised: true,
      receiveNewsletter: false,
      pathways: ['move-more', 'lose-weight'],
      passwordHash: null,
      registrationKey: null,
    });
    const [mail] = await mailsTo(t.db, client.email);
    expect(mail?.subject).toBe('Create your password for Live Well Coaching');
    expect(mail?.body).toContain('Hello Alex,');
    const link = await latestLinkTo(t.db, client.email);
    expect(link.url.origin + link.url.pathname).toBe('http://localhost:3000/password-creation');
    expect(link.id).toBe(String(row?.id));
    expect(link.hash.length).toBeGreaterThanOrEqual(43);
  });

  it('stores the referrer and words the e-mail for someone registered by another person', async () => {
    const client = newClientPayload({
      someone_else: 'for-someone-else',
      someone_else_first_name: 'Chris',
      someone_else_last_name: 'Helper',
      someone_else_email: 'chris.helper@example.com',
      someone_else_relationship: 5,
    });
    expect((await register({ client })).statusCode).toBe(200);
    const row = await findClient(client.email);
    const [referrer] = await t.db
      .select()
      .from(referrers)
      .where(eq(referrers.clientId, row?.id ?? 0));
    expect(referrer).toMatchObject({ firstName: 'Chris', lastName: 'Helper', relationship: 5 });
    const [mail] = await mailsTo(t.db, client.email);
    expect(mail?.body).toContain('Chris Helper has registered you');
  });

  it('keeps the "other" texts only beside their "other" option', async () => {
    const client = newClientPayload({
      gender: 4,
      gender_other: '  Agender ',
      how_did_you_hear_about_us: 99,
      how_did_you_hear_about_us_other: 'A stall at the fair',
      additional_support: 'Large print, please',
    });
    expect((await register({ client })).statusCode).toBe(200);
    expect(await findClient(client.email)).toMatchObject({
      genderOther: 'Agender',
      howDidYouHearOther: 'A stall at the fair',
      additionalSupport: 'Large print, please',
    });
  });

  it('registers someone outside the county who has a county surgery or workplace', async () => {
    const withSurgery = newClientPayload({ postcode: 'SW1A 1AA', gp_practice_id: 3 });
    const withWorkplace = newClientPayload({ postcode: 'BH26 1AA', workplace: 2 });
    expect((await register({ client: withSurgery })).statusCode).toBe(200);
    expect((await register({ client: withWorkplace })).statusCode).toBe(200);
    expect(await findClient(withWorkplace.email)).toMatchObject({ workplace: 2, gpPracticeId: null });
  });

  it('assigns the active coach with the fewest open clients', async () => {
    const passwordHash = await hashPassword('not-used-here');
    const [idle] = await t.db
      .insert(staff)
      .values({ email: 'idle.coach@example.com', name: 'Idle Coach', role: 'coach', passwordHash })
      .returning({ id: staff.id });
    await t.db
      .insert(staff)
      .values({ email: 'gone.coach@example.com', name: 'Gone', role: 'coach', passwordHash, active: false });
    const first = newClientPayload();
    await register({ client: first });
    expect((await findClient(first.email))?.coachId).toBe(idle?.id);
  });

  it('creates one client for a repeated submit with the same registration key', async () => {
    const client = newClientPayload();
    const hash = 'k'.repeat(43);
    const before = await clientCount();
    const [a, b] = await Promise.all([register({ client, hash }), register({ client, hash })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await clientCount()).toBe((before ?? 0) + 1);
    expect(await mailsTo(t.db, client.email)).toHaveLength(1);
    expect((await register({ client, hash })).json()).toEqual({ data: 'ok' });
    expect((await findClient(client.email))?.registrationKey).not.toBe(hash);
  });

  it('refuses the same registration key sent for someone else (422), creating nobody', async () => {
    const hash = 'r'.repeat(43);
    const first = newClientPayload();
    expect((await register({ client: first, hash })).statusCode).toBe(200);
    const before = await clientCount();
    const other = newClientPayload();
    const res = await register({ client: other, hash });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await clientCount()).toBe(before);
    expect(await findClient(other.email)).toBeUndefined();
    const again = await register({ client: { ...first, email: first.email.toUpperCase() }, hash });
    expect(again.statusCode).toBe(200);
  });
});

describe('POST /api/register/newclient refuses', () => {
  it('an e-mail that already has an account, in any case, with 409 and the spec message', async () => {
    const res = await register({ client: newClientPayload({ email: DEMO_CLIENT.email.toUpperCase() }) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: REGISTRATION_MSG.emailExists,
      code: 'EMAIL_TAKEN',
      errors: { 'client.email': [REGISTRATION_MSG.emailExists] },
    });
  });

  it('someone under 18', async () => {
    const [y, m, d] = new Date().toISOString().slice(0, 10).split('-');
    const res = await register({
      client: newClientPayload({ dob: `${Number(y) - 17}-${m}-${d === '29' ? '28' : d}` }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['client.dob']).toEqual([MSG.adult]);
  });

  it('a postcode outside the county without a surgery or workplace', async () => {
    const res = await register({ client: newClientPayload({ postcode: 'BH26 1AA' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['client.postcode']).toEqual([REGISTRATION_MSG.notInCounty]);
  });

  it.each([
    ['gp_practice_id', { postcode: 'SW1A 1AA', gp_practice_id: 999 }],
    ['workplace', { postcode: 'SW1A 1AA', workplace: 999 }],
    ['gender', { gender: 77 }],
    ['ethnicity', { ethnicity: 77 }],
    ['how_did_you_hear_about_us', { how_did_you_hear_about_us: 77 }],
  ])('an id that is not on the %s list', async (field, overrides) => {
    const res = await register({ client: newClientPayload(overrides) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [`client.${field}`]: [MSG.choose] });
  });

  it('a referrer relationship that is not on its list', async () => {
    const client = newClientPayload({
      someone_else: 'for-someone-else',
      someone_else_first_name: 'Chris',
      someone_else_last_name: 'Helper',
      someone_else_email: 'chris@example.com',
      someone_else_relationship: 42,
    });
    const res = await register({ client });
    expect(res.json().errors).toEqual({ 'client.someone_else_relationship': [MSG.choose] });
  });

  it.each([
    ['an empty first name', { first_name: '  ' }, 'client.first_name', MSG.required],
    ['a bad e-mail', { email: 'alex@' }, 'client.email', MSG.email],
    ['a bad phone number', { phone_number: '12345' }, 'client.phone_number', MSG.phone],
    ['a bad postcode', { postcode: 'BH' }, 'client.postcode', MSG.postcode],
    ['no pathways', { pathways: [] }, 'client.pathways', MSG.chooseOne],
    ['Text message as contact method', { contact_method: 3 }, 'client.contact_method', MSG.choose],
    ['"Not Disclosed" ethnicity', { ethnicity: 4 }, 'client.ethnicity', MSG.choose],
    ['terms not accepted', { accept_terms: false }, 'client.accept_terms', MSG.required],
    ['self-describe without text', { gender: 4 }, 'client.gender_other', MSG.required],
    [
      'Other without text',
      { how_did_you_hear_about_us: 99 },
      'client.how_did_you_hear_about_us_other',
      MSG.required,
    ],
    ['leave_message as a boolean', { leave_message: true }, 'client.leave_message', MSG.required],
    ['a date of birth in another form', { dob: '15/06/1980' }, 'client.dob', MSG.date],
  ] as [string, object, string, string][])(
    '%s with 400 and the field message',
    async (_, overrides, field, message) => {
      const before = await clientCount();
      const res = await register({ client: { ...newClientPayload(), ...overrides } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toContain(message);
      expect(await clientCount()).toBe(before);
    },
  );

  it('treats blank answers to optional and not-asked questions as absent (a whole form state)', async () => {
    const client = newClientPayload({
      someone_else_first_name: '',
      someone_else_last_name: '',
      someone_else_email: '',
      someone_else_relationship: null,
      gp_practice_id: null,
      workplace: '',
      gender_other: '',
      how_did_you_hear_about_us_other: null,
      additional_support: '  ',
    } as object);
    const res = await register({ client });
    expect(res.statusCode).toBe(200);
    expect(await findClient(client.email)).toMatchObject({ workplace: null, gpPracticeId: null });

    const answered = await register({ client: newClientPayload({ workplace: 'Dorset Council' } as object) });
    expect(answered.statusCode).toBe(400);
    expect(answered.json().errors).toEqual({ 'client.workplace': [MSG.choose] });
  });

  it('referrer details missing when registering for someone else', async () => {
    const res = await register({ client: newClientPayload({ someone_else: 'for-someone-else' }) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'client.someone_else_email',
      'client.someone_else_first_name',
      'client.someone_else_last_name',
      'client.someone_else_relationship',
    ]);
  });

  it('unknown fields, a missing client and a malformed key', async () => {
    const unknown = await register({ client: { ...newClientPayload(), password_hash: 'x' } });
    expect(unknown.json().errors).toEqual({ 'client.password_hash': ['Unknown field'] });
    const top = await register({ client: newClientPayload(), coach_id: 1 });
    expect(top.json().errors).toEqual({ coach_id: ['Unknown field'] });
    expect((await register({})).statusCode).toBe(400);
    expect((await register({ client: newClientPayload(), hash: 'short' })).statusCode).toBe(400);
  });
});

describe('rate limit', () => {
  it('answers 429 after the per-IP limit of registrations', async () => {
    const bad = { client: {} };
    for (let i = 0; i < PER_IP.registration.max; i += 1)
      expect((await register(bad, '198.51.100.20')).statusCode).toBe(400);
    expect((await register(bad, '198.51.100.20')).statusCode).toBe(429);
  });
});
