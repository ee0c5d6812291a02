import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSubscriber } from '../../../../../test-support/push-service.ts';
import { outbox, pushOffers, pushSubscriptions } from '../../db/schema.ts';
import { staffWorld } from '../../test/staff-world.ts';
import { DEMO_NO_PLAN, logIn, type TestApp } from '../../test/test-app.ts';
import { findSubscription } from './push-repository.ts';
import { isPushServiceEndpoint } from './subscribe-device.ts';

let t: TestApp;
let coach: Record<string, string>;
let admin: Record<string, string>;
let client: Record<string, string>;
let other: Record<string, string>;
let demoId: number;

beforeAll(async () => {
  ({ t, coach, admin, client, demoId } = await staffWorld());
  other = await logIn(t.app, DEMO_NO_PLAN);
});
afterAll(() => t.close());

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const endpointOf = (id: string) => `https://updates.push.services.mozilla.com/wpush/v2/${id}`;

const subscribe = (headers: Record<string, string>, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/mlw/push/subscriptions',
    headers: { ...headers, 'user-agent': FIREFOX },
    payload,
  });
const settings = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/mlw/push', headers })).json().data;
const remove = (headers: Record<string, string>, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/mlw/push/subscriptions/${id}`, headers });

describe('turning notifications on per device', () => {
  it('lists no devices at first and gives the key to subscribe with', async () => {
    expect(await settings(client)).toEqual({
      public_key: t.app.config.vapid.publicKey,
      devices: [],
      suggestion_dismissed: false,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/mlw/push' })).statusCode).toBe(401);
  });

  it('keeps a device per browser, named from its user agent, and renews one that subscribes again', async () => {
    const laptop = newSubscriber();
    const res = await subscribe(client, { endpoint: endpointOf('laptop'), keys: laptop.keys });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      device: 'Firefox on Windows',
      created_at: expect.any(String),
      endpoint_sha256: createHash('sha256').update(endpointOf('laptop')).digest('hex'),
    });
    await subscribe(client, { endpoint: endpointOf('phone'), keys: newSubscriber().keys });
    const renewed = newSubscriber().keys;
    await subscribe(client, { endpoint: endpointOf('laptop'), keys: renewed });
    expect((await settings(client)).devices).toHaveLength(2);
    const [row] = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpointOf('laptop')));
    expect(row).toMatchObject({ p256dh: renewed.p256dh, auth: renewed.auth });
  });

  it('refuses what is not a browser’s push subscription, changing nothing', async () => {
    const keys = newSubscriber().keys;
    const refusals: Array<[string, object, string]> = [
      ['plain HTTP', { endpoint: 'http://updates.push.services.mozilla.com/x', keys }, 'endpoint'],
      ['a host that is no push service', { endpoint: 'https://internal.example.org/hook', keys }, 'endpoint'],
      ['not a URL', { endpoint: 'push me', keys }, 'endpoint'],
      ['a NUL byte, which the database cannot store', { endpoint: endpointOf('x\u0000y'), keys }, 'endpoint'],
      ['a short key', { endpoint: endpointOf('x'), keys: { ...keys, p256dh: 'BAAA' } }, 'keys.p256dh'],
      ['no secret', { endpoint: endpointOf('x'), keys: { p256dh: keys.p256dh } }, 'keys.auth'],
      ['an unknown field', { endpoint: endpointOf('x'), keys, extra: 1 }, ''],
    ];
    for (const [what, payload, field] of refusals) {
      const res = await subscribe(client, payload);
      expect(res.statusCode, what).toBe(400);
      if (field) expect(Object.keys(res.json().errors ?? {}), what).toContain(field);
    }
    expect((await settings(client)).devices).toHaveLength(2);
  });

  it('accepts only the browsers’ push services in production, and this machine’s stand-in elsewhere', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/abc',
      'https://wns2-db5p.notify.windows.com/w/?token=abc',
    ])
      expect(isPushServiceEndpoint(endpoint, true), endpoint).toBe(true);
    expect(isPushServiceEndpoint('https://127.0.0.1:4000/push/abc', true)).toBe(false);
    expect(isPushServiceEndpoint('https://127.0.0.1:4000/push/abc', false)).toBe(true);
    expect(isPushServiceEndpoint('https://fcm.googleapis.com.evil.example/abc', true)).toBe(false);
  });

  it('moves a browser to whoever turned notifications on in it last, leaving the last one’s pushes behind', async () => {
    const before = await subscribe(other, { endpoint: endpointOf('shared'), keys: newSubscriber().keys });
    const after = await subscribe(client, { endpoint: endpointOf('shared'), keys: newSubscriber().keys });
    expect((await settings(other)).devices).toEqual([]);
    expect((await settings(client)).devices).toHaveLength(3);
    // Pushes still queued for the other client name their device's id, which no longer exists.
    expect(after.json().data.id).not.toBe(before.json().data.id);
    expect(await findSubscription(t.db, before.json().data.id)).toBeNull();
  });

  it('stops notifying a client on a browser once someone else signs in on it', async () => {
    const signedIn = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/mlw/push/signed-in-browser', headers, payload });
    await subscribe(other, { endpoint: endpointOf('family'), keys: newSubscriber().keys });
    expect((await signedIn(other, { endpoint: endpointOf('family') })).json()).toEqual({ data: 'ok' });
    expect((await settings(other)).devices).toHaveLength(1);

    expect((await signedIn(client, { endpoint: endpointOf('family') })).json()).toEqual({ data: 'ok' });
    expect((await settings(other)).devices).toEqual([]);
    expect((await settings(client)).devices).toHaveLength(3);

    expect((await signedIn(client, { endpoint: 'push me' })).statusCode).toBe(400);
    expect((await signedIn(client, { endpoint: endpointOf('x\u0000y') })).statusCode).toBe(400);
    expect((await signedIn({}, { endpoint: endpointOf('family') })).statusCode).toBe(401);
  });

  it('removes one of the client’s own devices; another client’s answers 404', async () => {
    const [device] = (await settings(client)).devices;
    expect((await remove(other, device.id)).statusCode).toBe(404);
    expect((await remove(client, 999_999)).statusCode).toBe(404);
    expect((await remove(client, device.id)).json()).toEqual({ data: 'ok' });
    expect((await settings(client)).devices).toHaveLength(2);
  });

  it('remembers the suggestion was dismissed', async () => {
    const dismiss = await t.app.inject({ method: 'PUT', url: '/api/mlw/push/suggestion', headers: client });
    expect(dismiss.json()).toEqual({ data: 'ok' });
    expect((await settings(client)).suggestion_dismissed).toBe(true);
    expect((await settings(other)).suggestion_dismissed).toBe(false);
  });
});

describe('push and the rest of the record', () => {
  it('shows staff whether a client has notifications on, never where', async () => {
    const record = await t.app.inject({ method: 'GET', url: `/api/staff/clients/${demoId}`, headers: coach });
    expect(record.json().data.contact.notification_push).toBe(true);
    expect(record.body).not.toContain('push.services.mozilla.com');
  });

  it('gives the devices in the client’s data download, without their push addresses or keys', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/mlw/my-data.json', headers: client });
    const sections: Array<{ key: string; rows: object[] }> = res.json().sections;
    const rows = (key: string) => sections.find((s) => s.key === key)?.rows;
    expect(rows('push_subscriptions')).toEqual([
      { device: 'Firefox on Windows', created_at: expect.any(String) },
      { device: 'Firefox on Windows', created_at: expect.any(String) },
    ]);
    expect(rows('push_offers')).toEqual([{ dismissed_at: expect.any(String) }]);
    expect(res.body).not.toMatch(/mozilla|p256dh/);
  });

  it('erases the devices, their waiting pushes and the dismissal when the account is closed', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/staff/clients/${demoId}/messages`,
      headers: coach,
      payload: { message: 'Before you go' },
    });
    expect(await t.db.select().from(outbox).where(eq(outbox.channel, 'push'))).toHaveLength(2);
    await t.app.inject({ method: 'PUT', url: '/api/mlw/close', headers: client });
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/staff/clients/${demoId}/closure`,
      headers: admin,
    });
    expect(closed.statusCode).toBe(200);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.clientId, demoId))).toEqual(
      [],
    );
    expect(await t.db.select().from(pushOffers).where(eq(pushOffers.clientId, demoId))).toEqual([]);
    expect(await t.db.select().from(outbox).where(eq(outbox.channel, 'push'))).toEqual([]);
    const record = await t.app.inject({ method: 'GET', url: `/api/staff/clients/${demoId}`, headers: admin });
    expect(record.json().data.contact.notification_push).toBe(false);
  });
});
