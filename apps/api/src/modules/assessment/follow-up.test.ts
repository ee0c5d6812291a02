import { FOLLOW_UP_TTL_DAYS } from '@coaching/shared/constants';
import { MSG } from '@coaching/shared/messages';
import { ASSESSMENT_MSG } from '@coaching/shared/schemas/assessment';
import { FIRST_CHECK_ANSWERS, FOLLOW_UP_ANSWERS } from '@coaching/shared/test/assessment-examples';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, clientLinks, clients, outbox } from '../../db/schema.ts';
import { sha256 } from '../../lib/secrets.ts';
import { addClient, latestFollowUpLink } from '../../test/assessment-test-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sendFollowUpLink } from './send-follow-up-link.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const submit = (
  hash: string,
  assessment: Record<string, unknown> = FOLLOW_UP_ANSWERS,
  reminder_type = 'email',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/assessment/follow-up',
    payload: { assessment, hash, reminder_type },
  });
const check = (hash: string) => t.app.inject({ method: 'GET', url: `/api/public-assessment/${hash}` });

/** A client who has done a first check, with a follow-up link e-mailed to them. */
async function clientWithLink(overrides = {}) {
  const client = await addClient(t.db, overrides);
  const first = await t.app.inject({
    method: 'POST',
    url: '/api/assessment/new',
    headers: client.headers,
    payload: { assessment: FIRST_CHECK_ANSWERS },
  });
  expect(first.statusCode).toBe(200);
  await sendFollowUpLink(t.db, t.app.config, client.id, 'email');
  const link = await latestFollowUpLink(t.db, client.email);
  return { ...client, ...link, firstStats: first.json().stats.current };
}

describe('sendFollowUpLink', () => {
  it('e-mails a single-use link to /assessment with the hash and reminder type, stored only as a hash', async () => {
    const before = Date.now();
    const { id, url, hash, message } = await clientWithLink();
    expect(message).toMatchObject({ channel: 'email', status: 'pending' });
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/assessment');
    expect(url.searchParams.get('reminder_type')).toBe('email');
    expect(hash.length).toBeGreaterThanOrEqual(43);
    const [link] = await t.db
      .select()
      .from(clientLinks)
      .where(eq(clientLinks.tokenHash, sha256(hash)));
    expect(link).toMatchObject({ clientId: id, purpose: 'follow-up', reminderType: 'email', usedAt: null });
    const days = ((link?.expiresAt.getTime() ?? 0) - before) / 86_400_000;
    expect(Math.round(days)).toBe(FOLLOW_UP_TTL_DAYS);
  });

  it('texts the link through the outbox when GOV.UK Notify is configured', async () => {
    const client = await addClient(t.db, { phoneNumber: '07700 900111', assessmentCount: 1 });
    const sent = await sendFollowUpLink(t.db, { ...t.app.config, notifyApiKey: 'key' }, client.id, 'text');
    expect(sent.channel).toBe('sms');
    const { message, url } = await latestFollowUpLink(t.db, '07700 900111');
    expect(message.channel).toBe('sms');
    expect(url.searchParams.get('reminder_type')).toBe('text');
  });

  it('refuses a text when Notify is not configured, saying why, and sends nothing', async () => {
    const client = await addClient(t.db, { assessmentCount: 1 });
    await expect(
      sendFollowUpLink(t.db, { ...t.app.config, notifyApiKey: undefined }, client.id, 'text'),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, client.email))).toHaveLength(0);
  });

  it('retires an earlier unused link when a newer one is sent', async () => {
    const { id, hash } = await clientWithLink();
    await sendFollowUpLink(t.db, t.app.config, id, 'email', true);
    expect((await check(hash)).json().status).toBe('notfound');
  });

  it('refuses a closed case and sends nothing', async () => {
    const client = await addClient(t.db, { closureRequestedAt: new Date() });
    await expect(sendFollowUpLink(t.db, t.app.config, client.id, 'email')).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, client.email))).toHaveLength(0);
  });
});

describe('GET /api/public-assessment/{hash}', () => {
  it('answers available for a usable link, without a token', async () => {
    const { hash } = await clientWithLink();
    const res = await check(hash);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'available', assessment_count: 1, gender: 2 });
  });

  it.each(['not-a-real-link-hash-at-all', 'x'])('answers notfound for an unknown hash %s', async (hash) => {
    expect((await check(hash)).json()).toEqual({ status: 'notfound', reason: 'link-used-or-expired' });
  });

  it('answers notfound for an expired link', async () => {
    const { hash } = await clientWithLink();
    await t.db
      .update(clientLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clientLinks.tokenHash, sha256(hash)));
    expect((await check(hash)).json()).toEqual({ status: 'notfound', reason: 'link-used-or-expired' });
    expect((await submit(hash)).statusCode).toBe(404);
  });

  it('answers notfound when the case was closed after the link was sent, and refuses the check', async () => {
    const { id, hash } = await clientWithLink();
    await t.db.update(clients).set({ closureRequestedAt: new Date() }).where(eq(clients.id, id));
    expect((await check(hash)).json()).toEqual({ status: 'notfound', reason: 'case-closed' });
    const res = await submit(hash);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Sorry your case is currently closed');
  });
});

describe('POST /api/assessment/follow-up', () => {
  it('stores the check against the link’s client and compares with the previous one', async () => {
    const { id, hash, firstStats } = await clientWithLink();
    const res = await submit(hash, FOLLOW_UP_ANSWERS, 'email');
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result.status).toBe('ok');
    expect(result.stats.previous).toEqual(firstStats);
    expect(result.stats.current).toMatchObject({ activity: 180, smoking: 0, alcohol: 0 });
    expect(result.messages.smoking.title).toBe('Your vaping');
    const stored = await t.db
      .select()
      .from(assessments)
      .where(and(eq(assessments.clientId, id), eq(assessments.kind, 'follow-up')));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.reminderType).toBe('email');
    const [client] = await t.db.select().from(clients).where(eq(clients.id, id));
    expect(client?.assessmentCount).toBe(2);
  });

  it('works once: the same hash again answers 404 and the pre-check says notfound', async () => {
    const { hash } = await clientWithLink();
    expect((await submit(hash)).statusCode).toBe(200);
    const again = await submit(hash);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This health check link has expired or has already been used');
    expect((await check(hash)).json()).toEqual({ status: 'notfound', reason: 'link-used-or-expired' });
  });

  it('leaves the link usable after answers that are refused', async () => {
    const { hash } = await clientWithLink();
    const bad = await submit(hash, { ...FOLLOW_UP_ANSWERS, assessment_height_ft: 10 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['assessment.assessment_height_ft']).toEqual([ASSESSMENT_MSG.height]);
    expect((await submit(hash)).statusCode).toBe(200);
  });

  it('refuses a motivation that is not on the list, and leaves the link usable', async () => {
    const { hash } = await clientWithLink();
    const bad = await submit(hash, { ...FOLLOW_UP_ANSWERS, motivations: [9999] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'assessment.motivations': [MSG.choose] });
    expect((await submit(hash)).statusCode).toBe(200);
  });

  it('refuses the first-check questions on a follow-up', async () => {
    const { hash } = await clientWithLink();
    const res = await submit(hash, { ...FOLLOW_UP_ANSWERS, ethnicity: 1 });
    expect(res.json().errors).toEqual({ 'assessment.ethnicity': [ASSESSMENT_MSG.notAsked] });
  });

  it.each([
    ['an unknown hash', { hash: 'a'.repeat(43) }, 404],
    ['a short hash', { hash: 'abc' }, 400],
    ['an unknown reminder type', { reminder_type: 'post' }, 400],
    ['a missing assessment', { assessment: undefined }, 400],
  ])('answers %s with %s', async (_, change, status) => {
    const payload = { assessment: FOLLOW_UP_ANSWERS, hash: 'b'.repeat(43), reminder_type: 'text', ...change };
    const res = await t.app.inject({ method: 'POST', url: '/api/assessment/follow-up', payload });
    expect(res.statusCode).toBe(status);
  });
});
