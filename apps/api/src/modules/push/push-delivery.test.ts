import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSubscriber, readVapid, startPushService } from '../../../../../test-support/push-service.ts';
import { outbox } from '../../db/schema.ts';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';
import { deliverDue } from '../outbox/deliver.ts';
import { createSender } from '../outbox/senders.ts';

let t: TestApp;
let coach: Record<string, string>;
let client: Record<string, string>;
let demoId: number;
let pushService: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  ({ t, coach, client, demoId } = await staffWorld());
  pushService = await startPushService();
});
afterAll(async () => {
  await pushService.close();
  await t.close();
});

const subscribe = (endpoint: string, keys: { p256dh: string; auth: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/mlw/push/subscriptions',
    headers: {
      ...client,
      'user-agent':
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
    },
    payload: { endpoint, expirationTime: null, keys },
  });

const coachWrites = (message: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/clients/${demoId}/messages`,
    headers: coach,
    payload: { message },
  });

const deliver = async () => {
  const sender = createSender(t.app.config, t.db, pushService.agent);
  while ((await deliverDue(t.db, sender)) > 0) {}
};

const devices = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/mlw/push', headers: client })).json().data.devices;

describe('a push through the real protocol to a stand-in push service', () => {
  it('sends a coach message as an encrypted push signed with the service’s VAPID key', async () => {
    const phone = newSubscriber();
    const endpoint = pushService.endpoint();
    expect((await subscribe(endpoint, phone.keys)).json().data).toMatchObject({
      device: 'Chrome on Android',
    });

    const before = Date.now() / 1000;
    expect((await coachWrites('Jo, your blood pressure results are in: 150/95')).statusCode).toBe(200);
    await deliver();

    const push = pushService.received.find((p) => endpoint.endsWith(p.path));
    if (!push) throw new Error('no push reached the push service');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);

    const payload = JSON.parse(phone.decrypt(push.body));
    expect(payload).toEqual({
      title: 'Live Well Coaching',
      body: 'You have a new message from your coach',
      url: '/messages',
      tag: 'message',
    });
    expect(JSON.stringify(payload)).not.toMatch(/Jo|blood|150/);

    const { claims, publicKey } = readVapid(String(push.headers.authorization));
    expect(publicKey).toBe(t.app.config.vapid.publicKey);
    expect(claims.aud).toBe(pushService.origin);
    expect(claims.sub).toBe(t.app.config.vapid.subject);
    expect(claims.exp).toBeGreaterThan(before);
    expect(claims.exp).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 60 * 60);
  });

  it('cannot be read with another device’s keys', async () => {
    const push = pushService.received.at(-1);
    if (!push) throw new Error('no push received');
    expect(() => newSubscriber().decrypt(push.body)).toThrow();
  });

  it('removes a subscription the push service answers 410 Gone for, and does not retry', async () => {
    await t.db.delete(outbox).where(eq(outbox.channel, 'push'));
    pushService.answer(410);
    const received = pushService.received.length;
    expect(await devices()).toHaveLength(1);
    await coachWrites('Another message');
    await deliver();
    expect(pushService.received.length).toBe(received + 1);
    expect(await devices()).toEqual([]);
    const rows = await t.db.select().from(outbox).where(eq(outbox.channel, 'push'));
    expect(rows.map((r) => [r.status, r.attempts, r.body])).toEqual([['sent', 1, null]]);
    pushService.answer(201);
  });

  it('retries later when the push service fails, like an e-mail', async () => {
    await t.db.delete(outbox).where(eq(outbox.channel, 'push'));
    await subscribe(pushService.endpoint(), newSubscriber().keys);
    pushService.answer(503);
    await coachWrites('A third message');
    await deliver();
    const [row] = await t.db.select().from(outbox).where(eq(outbox.channel, 'push'));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await devices()).toHaveLength(1);
    pushService.answer(201);
  });
});
