import { MESSAGE_MAX_LENGTH, MESSAGE_PAGE_SIZE } from '@coaching/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, messages, notifications, plans, staff } from '../../db/schema.ts';
import { createTestApp, DEMO_CLIENT, DEMO_NO_PLAN, logIn, type TestApp } from '../../test/test-app.ts';
import { postCoachMessage } from './post-coach-message.ts';

let t: TestApp;
let demo: Record<string, string>;
let other: Record<string, string>;
let clientId: number;
let planId: number;
let coachId: number;
beforeAll(async () => {
  t = await createTestApp();
  demo = await logIn(t.app);
  other = await logIn(t.app, DEMO_NO_PLAN);
  const [row] = await t.db
    .select({ clientId: clients.id, planId: plans.id, coachId: clients.coachId })
    .from(clients)
    .innerJoin(plans, eq(plans.clientId, clients.id))
    .where(eq(clients.email, DEMO_CLIENT.email));
  if (!row?.coachId) throw new Error('demo client missing');
  ({ clientId, planId, coachId } = { ...row, coachId: row.coachId });
});
afterAll(() => t.close());

type Message = {
  id: number;
  author: string;
  sent: string;
  message: string;
  isCoach: boolean;
  user_seen: boolean;
  notification_id: number | null;
};

const read = (headers: Record<string, string>, etag?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/mlw/messages',
    headers: etag ? { ...headers, 'if-none-match': etag } : headers,
  });
const send = (headers: Record<string, string>, id: number | string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/mlw/messages/${id}`, headers, payload: payload as object });

describe('GET /api/mlw/messages', () => {
  let firstEtag = '';

  it('lists the chat oldest first, coach and own messages told apart, with the notification id', async () => {
    const res = await read(demo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    firstEtag = String(res.headers.etag);
    const data = res.json<{ data: Message[] }>().data;
    expect(data.map((m) => [m.author, m.isCoach])).toEqual([
      ['Sam Coach', true],
      ['Jo', false],
      ['Sam Coach', true],
    ]);
    expect(data[2]).toMatchObject({ user_seen: false, notification_id: expect.any(Number) });
    expect(data[0]?.notification_id).toBeNull();
    expect(data[0]?.sent).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('marks the coach’s messages and their notifications seen once read, in the ETag already sent', async () => {
    const res = await read(demo);
    const data = res.json<{ data: Message[] }>().data;
    expect(data.every((m) => m.user_seen)).toBe(true);
    const [note] = await t.db
      .select({ seen: notifications.seen })
      .from(notifications)
      .where(eq(notifications.object, 'Message'));
    expect(note?.seen).toBe(true);
    expect(res.headers.etag).toBe(firstEtag);
  });

  it('answers 304 with no body to an unchanged poll, and the new list once the coach writes', async () => {
    const current = String((await read(demo)).headers.etag);
    const unchanged = await read(demo, current);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers['content-length'] ?? '0').toBe('0');
    expect(unchanged.headers.etag).toBe(current);

    const posted = await t.db.transaction((tx) =>
      postCoachMessage(tx, { clientId, staffId: coachId, message: 'How was the walk today?' }),
    );
    const changed = await read(demo, current);
    expect(changed.statusCode).toBe(200);
    const last = changed.json<{ data: Message[] }>().data.at(-1);
    expect(last).toEqual({
      id: posted.messageId,
      author: 'Sam Coach',
      sent: expect.any(String),
      message: 'How was the walk today?',
      isCoach: true,
      user_seen: false,
      notification_id: posted.notificationId,
    });
    const bell = await t.app.inject({ method: 'GET', url: '/api/mlw/notifications', headers: demo });
    expect(bell.json().data[0]).toMatchObject({ id: posted.notificationId, object: 'Message', seen: true });
  });

  it('shows a client without a plan an empty chat, never another client’s messages', async () => {
    const res = await read(other);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
  });

  it('answers 401 without a token', async () => {
    expect((await read({})).statusCode).toBe(401);
  });
});

describe('GET /api/mlw/messages, a page at a time', () => {
  const page = (before?: number | string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/mlw/messages${before === undefined ? '' : `?before=${before}`}`,
      headers: demo,
    });
  const ids = (res: { json: <T>() => T }) => res.json<{ data: Message[] }>().data.map((m) => m.id);

  it('answers the latest page, then each page before it, oldest first, until the first message', async () => {
    const start = new Date('2026-01-01T09:00:00Z').getTime();
    await t.db.insert(messages).values(
      Array.from({ length: 2 * MESSAGE_PAGE_SIZE + 7 }, (_, i) => ({
        clientId,
        planId,
        isCoach: i % 2 === 0,
        staffId: i % 2 === 0 ? coachId : null,
        message: `Old message ${i}`,
        // Two messages share each time, so the id breaks the tie.
        sent: new Date(start + Math.floor(i / 2) * 60_000),
      })),
    );
    const everything = (
      await t.db
        .select({ id: messages.id, sent: messages.sent })
        .from(messages)
        .where(eq(messages.clientId, clientId))
    )
      .sort((a, b) => a.sent.getTime() - b.sent.getTime() || a.id - b.id)
      .map((m) => m.id);

    const pages: number[][] = [ids(await page())];
    while ((pages[0]?.length ?? 0) === MESSAGE_PAGE_SIZE) pages.unshift(ids(await page(pages[0]?.[0])));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.slice(1).every((p) => p.length === MESSAGE_PAGE_SIZE)).toBe(true);
    expect(pages[0]?.length).toBeLessThan(MESSAGE_PAGE_SIZE);
    expect(pages.flat()).toEqual(everything);
  });

  it('keeps the poll exact: an older page changes nothing the latest page’s ETag stands for', async () => {
    const latest = await page();
    const etag = String(latest.headers.etag);
    const older = await page(ids(latest)[0]);
    expect(older.statusCode).toBe(200);
    expect(older.headers.etag).toBeUndefined();
    expect((await read(demo, etag)).statusCode).toBe(304);
  });

  it('answers an empty page for a message that is not the caller’s, and 400 for a bad id', async () => {
    const [theirs] = await t.db
      .insert(messages)
      .values({ clientId, planId, isCoach: false, message: 'Mine' })
      .returning({ id: messages.id });
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/mlw/messages?before=${theirs?.id}`,
      headers: other,
    });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual({ data: [] });
    for (const bad of ['abc', '0', '1e3', '-4']) expect((await page(bad)).statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/mlw/messages?after=1', headers: demo });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('POST /api/mlw/messages/{planId}', () => {
  it('sends a message from the client to the coach and changes the chat’s ETag', async () => {
    const before = String((await read(demo)).headers.etag);
    const res = await send(demo, planId, { message: '  Yes, 25 minutes!  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      author: 'Jo',
      message: 'Yes, 25 minutes!',
      isCoach: false,
      user_seen: true,
      notification_id: null,
    });
    const after = await read(demo, before);
    expect(after.statusCode).toBe(200);
    expect(after.json<{ data: Message[] }>().data.at(-1)?.message).toBe('Yes, 25 minutes!');
  });

  it.each([
    ['an empty message', { message: '' }, 'Required'],
    ['only spaces', { message: '   ' }, 'Required'],
    [
      'a message that is too long',
      { message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) },
      'Must be 2000 characters or fewer',
    ],
    ['a number', { message: 5 }, 'Required'],
    ['no message', {}, 'Required'],
  ])('rejects %s', async (_, payload, text) => {
    const res = await send(demo, planId, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toEqual([text]);
  });

  it('rejects unknown fields and a plan id that is not a number', async () => {
    const extra = await send(demo, planId, { message: 'Hi', isCoach: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toEqual({ isCoach: ['Unknown field'] });
    expect((await send(demo, 'abc', { message: 'Hi' })).statusCode).toBe(400);
  });

  it('answers 404 for a plan that does not exist and for another client’s plan', async () => {
    expect((await send(demo, 999_999, { message: 'Hi' })).statusCode).toBe(404);
    const foreign = await send(other, planId, { message: 'Hi' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Plan not found', code: 'NOT_FOUND' });
  });

  it('answers 403 when the plan’s service level has no messaging', async () => {
    await t.db.update(plans).set({ serviceLevel: 1 }).where(eq(plans.id, planId));
    const res = await send(demo, planId, { message: 'Hi' });
    await t.db.update(plans).set({ serviceLevel: 2 }).where(eq(plans.id, planId));
    expect(res.statusCode).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await send({}, planId, { message: 'Hi' })).statusCode).toBe(401);
  });
});

describe('postCoachMessage', () => {
  it('refuses a client who has no plan', async () => {
    const [noPlan] = await t.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.email, DEMO_NO_PLAN.email));
    const [coach] = await t.db.select({ id: staff.id }).from(staff).limit(1);
    if (!noPlan || !coach) throw new Error('seed missing');
    await expect(
      t.db.transaction((tx) =>
        postCoachMessage(tx, { clientId: noPlan.id, staffId: coach.id, message: 'Hello' }),
      ),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
