import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let otherCoach: Record<string, string>;
let client: Record<string, string>;
let demoId: number;

beforeAll(async () => {
  ({ t, coach, otherCoach, client, demoId } = await staffWorld());
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, headers = coach, payload?: Body) =>
  t.app.inject({
    method,
    url: `/api/staff/clients/${demoId}/${path}`,
    headers,
    ...(payload ? { payload } : {}),
  });
const mine = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: client })).json().data;

describe('staff actions', () => {
  const action = {
    title: 'Try a new recipe',
    description: 'Cook one new vegetable dish.',
    due_date: '2030-01-07',
  };

  it('sets an action the client sees, with a notification on the bell', async () => {
    const before = (await mine('/api/mlw/notifications')).filter((n: { seen: boolean }) => !n.seen).length;
    const res = await call('POST', 'actions', coach, action);
    expect(res.statusCode).toBe(200);
    const created = res.json().data.find((a: { title: string }) => a.title === action.title);
    expect(created).toMatchObject({ ...action, status: 'incomplete' });
    expect((await mine('/api/mlw/actions')).map((a: { id: number }) => a.id)).toContain(created.id);
    const notifications = await mine('/api/mlw/notifications');
    expect(notifications.filter((n: { seen: boolean }) => !n.seen)).toHaveLength(before + 1);
    expect(notifications[0]).toMatchObject({ object: 'Action', title: 'New action: Try a new recipe' });
  });

  it('edits an action without undoing the client’s progress, and removes it with its notification', async () => {
    const created = (await call('GET', 'actions'))
      .json()
      .data.find((a: { title: string }) => a.title === action.title);
    await t.app.inject({
      method: 'PUT',
      url: `/api/mlw/actions/${created.id}`,
      headers: client,
      payload: { status: 'complete' },
    });
    const edited = await call('PUT', `actions/${created.id}`, coach, { ...action, due_date: null });
    expect(edited.json().data.find((a: { id: number }) => a.id === created.id)).toMatchObject({
      due_date: null,
      status: 'complete',
    });
    const removed = await call('DELETE', `actions/${created.id}`);
    expect(removed.json().data.map((a: { id: number }) => a.id)).not.toContain(created.id);
    const titles = (await mine('/api/mlw/notifications')).map((n: { title: string }) => n.title);
    expect(titles).not.toContain('New action: Try a new recipe');
    expect((await call('DELETE', `actions/${created.id}`)).statusCode).toBe(404);
  });

  it('requires a title and description and a real due date', async () => {
    const res = await call('POST', 'actions', coach, { title: '', description: ' ', due_date: '2030-02-31' });
    expect(res.json().errors).toEqual({
      title: ['Required'],
      description: ['Required'],
      due_date: ['Enter a real date'],
    });
    expect(
      (await call('POST', 'actions', coach, { title: 'x', description: 'y' })).json().errors,
    ).toHaveProperty('due_date');
    const past = await call('POST', 'actions', coach, {
      title: 'x',
      description: 'y',
      due_date: '2020-01-06',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual({ due_date: ['Choose today or a later date for the action'] });
  });

  it('answers 404 to another coach and refuses clients and anonymous callers', async () => {
    for (const [method, path] of [
      ['GET', 'actions'],
      ['POST', 'actions'],
      ['PUT', 'actions/1'],
      ['DELETE', 'actions/1'],
    ] as const) {
      expect((await call(method, path, otherCoach, action)).statusCode, `${method} ${path}`).toBe(404);
      expect((await call(method, path, client, action)).statusCode, `${method} ${path}`).toBe(403);
      expect((await call(method, path, {}, action)).statusCode, `${method} ${path}`).toBe(401);
    }
  });
});
