import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, helpMessages, idempotencyKeys, messages, plans } from '../db/schema.ts';
import { staffWorld } from '../test/staff-world.ts';
import { DEMO_CLIENT, DEMO_NO_PLAN, logIn, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let admin: Record<string, string>;
let client: Record<string, string>;
let otherClient: Record<string, string>;
let demoId: number;
let planId: number;

beforeAll(async () => {
  ({ t, coach, admin, client, demoId } = await staffWorld());
  otherClient = await logIn(t.app, DEMO_NO_PLAN);
  const [row] = await t.db
    .select({ planId: plans.id })
    .from(plans)
    .innerJoin(clients, eq(clients.id, plans.clientId))
    .where(eq(clients.email, DEMO_CLIENT.email));
  if (!row) throw new Error('demo plan missing');
  planId = row.planId;
});
afterAll(() => t.close());

const withKey = (headers: Record<string, string>, key: string) => ({ ...headers, 'idempotency-key': key });
const sendMessage = (headers: Record<string, string>, message: string) =>
  t.app.inject({ method: 'POST', url: `/api/mlw/messages/${planId}`, headers, payload: { message } });
const countMessages = async (text: string) =>
  (await t.db.select().from(messages).where(eq(messages.message, text))).length;

describe('Idempotency-Key', () => {
  it('answers a repeated message post with the first answer and writes the message once', async () => {
    const first = await sendMessage(withKey(client, 'submit-1'), 'Only once please');
    const again = await sendMessage(withKey(client, 'submit-1'), 'Only once please');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countMessages('Only once please')).toBe(1);
  });

  it('writes once when two identical requests arrive together', async () => {
    const answers = await Promise.all([
      sendMessage(withKey(client, 'together'), 'Sent twice at once'),
      sendMessage(withKey(client, 'together'), 'Sent twice at once'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toContainEqual(201);
    expect(await countMessages('Sent twice at once')).toBe(1);
  });

  it('writes every post sent without a key', async () => {
    await sendMessage(client, 'No key');
    await sendMessage(client, 'No key');
    expect(await countMessages('No key')).toBe(2);
  });

  it('refuses a key reused with a different body, writing nothing', async () => {
    await sendMessage(withKey(client, 'reused'), 'First text');
    const res = await sendMessage(withKey(client, 'reused'), 'Second text');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/already used for a different request/);
    expect(await countMessages('Second text')).toBe(0);
  });

  it('answers 400 to a malformed key, writing nothing', async () => {
    for (const key of ['has space', 'x'.repeat(201), 'semi;colon']) {
      const res = await sendMessage(withKey(client, key), 'Bad key');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Idempotency-Key/);
    }
    expect(await countMessages('Bad key')).toBe(0);
  });

  it('keeps another caller’s same key independent', async () => {
    const help = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/interaction/help',
        headers: withKey(headers, 'shared-key'),
        payload: { message: 'Help with the same key' },
      });
    expect((await help(client)).statusCode).toBe(200);
    expect((await help(otherClient)).statusCode).toBe(200);
    expect((await help(client)).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(helpMessages)
      .where(eq(helpMessages.message, 'Help with the same key'));
    expect(rows).toHaveLength(2);
  });

  it('replays the staff message post and the feedback post too', async () => {
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/clients/${demoId}/messages`,
        headers: withKey(coach, 'coach-1'),
        payload: { message: 'Coach says once' },
      });
    expect((await post()).statusCode).toBe(200);
    expect((await post()).statusCode).toBe(200);
    expect(await countMessages('Coach says once')).toBe(1);

    const feedback = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/interaction/feedback',
        headers: withKey(client, 'feedback-1'),
        payload: { topic: 'other', comments: 'Once is enough' },
      });
    expect((await feedback()).statusCode).toBe(200);
    expect((await feedback()).headers['idempotent-replayed']).toBe('true');
  });

  it('frees the key when the first attempt fails, and forgets keys after 24 hours', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/mlw/messages/999999',
      headers: withKey(client, 'failed-once'),
      payload: { message: 'Wrong plan' },
    });
    expect(refused.statusCode).toBe(404);
    expect((await sendMessage(withKey(client, 'failed-once'), 'Right plan')).statusCode).toBe(201);

    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'submit-1'));
    await sendMessage(withKey(client, 'trigger-expiry'), 'Expiry');
    const left = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'submit-1'));
    expect(left).toHaveLength(0);
  });
});

describe('Idempotency-Key answers and erasure', () => {
  it('answers a keyed staff request about no such client with 404, keeping nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/clients/999999/messages',
      headers: withKey(coach, 'no-such-client'),
      payload: { message: 'To no one' },
    });
    expect(res.statusCode).toBe(404);
    const kept = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'no-such-client'));
    expect(kept).toEqual([]);
  });

  it('erases the answers kept for a client, and those of staff requests about them, when the account is closed', async () => {
    const mine = await sendMessage(withKey(client, 'before-closing'), 'Erase my words too');
    expect(mine.statusCode).toBe(201);
    const coachPost = await t.app.inject({
      method: 'POST',
      url: `/api/staff/clients/${demoId}/messages`,
      headers: withKey(coach, 'coach-before-closing'),
      payload: { message: 'Coach words to erase' },
    });
    expect(coachPost.statusCode).toBe(200);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/interaction/feedback',
      headers: withKey(otherClient, 'other-stays'),
      payload: { topic: 'other', comments: 'Not about the closed client' },
    });
    expect(other.statusCode).toBe(200);
    const holding = (text: string) =>
      t.db
        .select({ key: idempotencyKeys.key })
        .from(idempotencyKeys)
        .where(sql`${idempotencyKeys.response} like ${`%${text}%`}`);
    // The coach's answer is the whole thread, so it repeats the client's words too.
    expect((await holding('Erase my words too')).map((r) => r.key).sort()).toEqual([
      'before-closing',
      'coach-before-closing',
    ]);

    expect((await t.app.inject({ method: 'PUT', url: '/api/mlw/close', headers: client })).statusCode).toBe(
      200,
    );
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/staff/clients/${demoId}/closure`,
      headers: admin,
    });
    expect(closed.statusCode).toBe(200);

    expect(await holding('Erase my words too')).toEqual([]);
    expect(await holding('Coach words to erase')).toEqual([]);
    const left = await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((r) => r.key)).toContain('other-stays');
  });
});
