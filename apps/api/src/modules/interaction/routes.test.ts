import { desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, helpMessages, sessions } from '../../db/schema.ts';
import { clientWorld } from '../../test/client-world.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let jo: { authorization: string };
let pat: { authorization: string };
beforeAll(async () => {
  ({ t, demo: jo, other: pat } = await clientWorld());
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string> | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url, ...(headers ? { headers } : {}), payload });
const clientIdOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/mlw/me', headers })).json().data.id as number;

describe('POST /api/interaction/feedback', () => {
  it('stores experience feedback with its rating against the caller', async () => {
    const res = await post('/api/interaction/feedback', jo, {
      topic: 'experience',
      rating: 4,
      comments: 'My coach was great.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: 'ok' });
    const [row] = await t.db.select().from(feedback).orderBy(desc(feedback.id)).limit(1);
    expect(row).toMatchObject({
      clientId: await clientIdOf(jo),
      topic: 'experience',
      rating: 4,
      comments: 'My coach was great.',
    });
  });

  it('remembers the dashboard prompt answered, only for the caller’s own chat and sessions', async () => {
    const answered = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/mlw/me', headers: jo })).json().data
        .feedback_prompts_answered as string[];
    expect(await answered()).toEqual([]);
    const [own] = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.clientId, await clientIdOf(jo)))
      .limit(1);
    const [others] = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(ne(sessions.clientId, await clientIdOf(jo)))
      .limit(1);
    for (const prompt of ['chat', `session-${own?.id}`, 'chat', `session-${others?.id ?? 999999}`]) {
      const res = await post('/api/interaction/feedback', jo, {
        topic: 'experience',
        rating: 5,
        comments: 'Good',
        prompt,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await answered()).toEqual(['chat', `session-${own?.id}`]);

    const bad = await post('/api/interaction/feedback', jo, {
      topic: 'other',
      comments: 'x',
      prompt: 'plan-1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ prompt: ['Unknown feedback prompt'] });
  });

  it('refuses a session prompt beyond the database’s ids with 400, and stores no feedback', async () => {
    const count = async () => (await t.db.select().from(feedback)).length;
    const before = await count();
    for (const prompt of ['session-2147483648', 'session-9999999999']) {
      const res = await post('/api/interaction/feedback', jo, { topic: 'other', comments: 'x', prompt });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ prompt: ['Unknown feedback prompt'] });
    }
    expect(await count()).toBe(before);
  });

  it('accepts other topics without a rating and stores none', async () => {
    const res = await post('/api/interaction/feedback', pat, { topic: 'website', comments: 'Easy to use.' });
    expect(res.json()).toEqual({ data: 'ok' });
    const [row] = await t.db
      .select()
      .from(feedback)
      .where(eq(feedback.clientId, await clientIdOf(pat)));
    expect(row).toMatchObject({ topic: 'website', rating: null });
  });

  it.each([
    ['no rating for experience', { topic: 'experience', comments: 'x' }, { rating: ['Select an option'] }],
    ['a rating of 0', { topic: 'experience', rating: 0, comments: 'x' }, { rating: ['Select an option'] }],
    ['a rating of 6', { topic: 'experience', rating: 6, comments: 'x' }, { rating: ['Select an option'] }],
    [
      'a rating as text',
      { topic: 'experience', rating: '5', comments: 'x' },
      { rating: ['Select an option'] },
    ],
    ['an unknown topic', { topic: 'weather', comments: 'x' }, { topic: ['Select an option'] }],
    ['empty comments', { topic: 'other', comments: '   ' }, { comments: ['Required'] }],
    [
      'comments over 2000 characters',
      { topic: 'other', comments: 'a'.repeat(2001) },
      { comments: expect.any(Array) },
    ],
    ['an unknown field', { topic: 'other', comments: 'x', client_id: 2 }, { client_id: ['Unknown field'] }],
  ])('rejects %s', async (_, body, errors) => {
    const res = await post('/api/interaction/feedback', jo, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
  });

  it('needs a logged-in client', async () => {
    const res = await post('/api/interaction/feedback', undefined, { topic: 'other', comments: 'x' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/interaction/help', () => {
  it('stores the message against the caller', async () => {
    const res = await post('/api/interaction/help', pat, { message: 'I cannot find my plan.' });
    expect(res.json()).toEqual({ data: 'ok' });
    const rows = await t.db
      .select()
      .from(helpMessages)
      .where(eq(helpMessages.clientId, await clientIdOf(pat)));
    expect(rows.map((r) => r.message)).toEqual(['I cannot find my plan.']);
  });

  it.each([
    ['an empty message', { message: '' }, { message: ['Required'] }],
    ['a missing message', {}, { message: ['Required'] }],
    ['a message that is not text', { message: 42 }, { message: ['Required'] }],
  ])('rejects %s', async (_, body, errors) => {
    const res = await post('/api/interaction/help', jo, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
  });

  it('needs a logged-in client', async () => {
    expect((await post('/api/interaction/help', undefined, { message: 'hi' })).statusCode).toBe(401);
  });
});
