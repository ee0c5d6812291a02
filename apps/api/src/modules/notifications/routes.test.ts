import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema.ts';
import { clientWorld } from '../../test/client-world.ts';
import type { TestApp } from '../../test/test-app.ts';
import { notifyClientOfAction } from './notify-client.ts';

let t: TestApp;
let demo: Record<string, string>;
let other: Record<string, string>;
beforeAll(async () => {
  ({ t, demo, other } = await clientWorld());
});
afterAll(() => t.close());

type Notification = { id: number; object: string; seen: boolean; created_at: string; title: string };

const list = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/mlw/notifications', headers });
const markSeen = (headers: Record<string, string>, id: number | string, payload?: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/mlw/notifications/${id}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function demoClientId(): Promise<number> {
  const [row] = await t.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.email, 'demo.client@example.com'));
  if (!row) throw new Error('demo client missing');
  return row.id;
}

describe('GET /api/mlw/notifications', () => {
  it('lists the client’s notifications, newest first, with the portal fields, kept out of shared caches', async () => {
    const res = await list(demo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json<{ data: Notification[] }>().data;
    expect(data).toHaveLength(3);
    expect(data.map((n) => n.object).sort()).toEqual(['Action', 'Message', 'Task']);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      object: expect.any(String),
      seen: false,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      title: expect.any(String),
    });
  });

  it('answers 304 with no body while nothing changed, and the new list once something did', async () => {
    const first = await list(demo);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/mlw/notifications',
      headers: { ...demo, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const clientId = await demoClientId();
    await t.db.transaction((tx) => notifyClientOfAction(tx, clientId, { id: 1, title: 'Stretch daily' }));
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/mlw/notifications',
      headers: { ...demo, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<{ data: Notification[] }>().data[0]).toMatchObject({
      object: 'Action',
      title: 'New action: Stretch daily',
      seen: false,
    });
  });

  it('shows another client only their own notifications', async () => {
    const res = await list(other);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/mlw/notifications' })).statusCode).toBe(401);
  });
});

describe('PUT /api/mlw/notifications/{id}', () => {
  it('marks a notification seen with an empty body, and the list’s ETag changes', async () => {
    const before = await list(demo);
    const target = before.json<{ data: Notification[] }>().data.find((n) => !n.seen);
    if (!target) throw new Error('no unseen notification');
    const res = await markSeen(demo, target.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: target.id, seen: true });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/mlw/notifications',
      headers: { ...demo, 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json<{ data: Notification[] }>().data.find((n) => n.id === target.id)?.seen).toBe(true);
  });

  it('accepts an empty JSON object and is idempotent', async () => {
    const [first] = (await list(demo)).json<{ data: Notification[] }>().data;
    if (!first) throw new Error('no notification');
    expect((await markSeen(demo, first.id, {})).statusCode).toBe(200);
    expect((await markSeen(demo, first.id, {})).statusCode).toBe(200);
  });

  it('takes an empty body sent as JSON as no body (portal §7: the payload is empty)', async () => {
    const [first] = (await list(demo)).json<{ data: Notification[] }>().data;
    if (!first) throw new Error('no notification');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/mlw/notifications/${first.id}`,
      headers: { ...demo, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: first.id, seen: true });
  });

  it('rejects fields in the body and ids that are not positive whole numbers', async () => {
    const [first] = (await list(demo)).json<{ data: Notification[] }>().data;
    if (!first) throw new Error('no notification');
    const extra = await markSeen(demo, first.id, { seen: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toEqual({ seen: ['Unknown field'] });
    for (const id of ['abc', '0', '-3', '1.5']) expect((await markSeen(demo, id)).statusCode).toBe(400);
  });

  it('answers 404 for a missing id and for another client’s notification', async () => {
    const [first] = (await list(demo)).json<{ data: Notification[] }>().data;
    if (!first) throw new Error('no notification');
    expect((await markSeen(demo, 999_999)).statusCode).toBe(404);
    const foreign = await markSeen(other, first.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Notification not found', code: 'NOT_FOUND' });
  });

  it('answers 401 without a token', async () => {
    expect((await markSeen({}, 1)).statusCode).toBe(401);
  });
});
