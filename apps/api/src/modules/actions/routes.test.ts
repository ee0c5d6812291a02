import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientWorld } from '../../test/client-world.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: Record<string, string>;
let other: Record<string, string>;
beforeAll(async () => {
  ({ t, demo, other } = await clientWorld());
});
afterAll(() => t.close());

type Action = { id: number; title: string; description: string; due_date: string | null; status: string };

const list = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/mlw/actions', headers });
  return { res, data: res.json<{ data: Action[] }>().data };
};
const update = (headers: Record<string, string>, id: number | string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/mlw/actions/${id}`, headers, payload: payload as object });

describe('GET /api/mlw/actions', () => {
  it('lists the client’s actions soonest due first, kept out of shared caches', async () => {
    const { res, data } = await list(demo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(data.map((a) => a.title)).toEqual([
      'Clear the cupboard',
      'Plan three walks this week',
      'Keep a drinks diary',
    ]);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      title: 'Clear the cupboard',
      description: 'Move biscuits and crisps out of sight.',
      due_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      status: 'complete',
    });
  });

  it('shows another client none of them', async () => {
    expect((await list(other)).data).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/mlw/actions' })).statusCode).toBe(401);
  });
});

describe('PUT /api/mlw/actions/{id}', () => {
  it('completes an action and reopens it', async () => {
    const target = (await list(demo)).data.find((a) => a.status === 'incomplete');
    if (!target) throw new Error('no open action');
    const done = await update(demo, target.id, { status: 'complete' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ ...target, status: 'complete' });
    expect((await list(demo)).data.find((a) => a.id === target.id)?.status).toBe('complete');

    const reopened = await update(demo, target.id, { status: 'incomplete' });
    expect(reopened.json().data.status).toBe('incomplete');
    expect((await list(demo)).data.find((a) => a.id === target.id)?.status).toBe('incomplete');
  });

  it.each([
    ['an unknown status', { status: 'done' }, { status: ['Select an option'] }],
    ['no status', {}, { status: ['Select an option'] }],
    ['a status that is not a string', { status: true }, { status: ['Select an option'] }],
    ['an unknown field', { status: 'complete', title: 'New' }, { title: ['Unknown field'] }],
  ])('rejects %s', async (_, payload, errors) => {
    const [first] = (await list(demo)).data;
    if (!first) throw new Error('no action');
    const res = await update(demo, first.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
  });

  it('rejects an id that is not a positive whole number', async () => {
    for (const id of ['abc', '0', '1.5']) {
      expect((await update(demo, id, { status: 'complete' })).statusCode).toBe(400);
    }
  });

  it('answers 404 for a missing action and for another client’s action, changing nothing', async () => {
    const target = (await list(demo)).data.find((a) => a.status === 'incomplete');
    if (!target) throw new Error('no open action');
    expect((await update(demo, 999_999, { status: 'complete' })).statusCode).toBe(404);
    const foreign = await update(other, target.id, { status: 'complete' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Action not found', code: 'NOT_FOUND' });
    expect((await list(demo)).data.find((a) => a.id === target.id)?.status).toBe('incomplete');
  });

  it('answers 401 without a token', async () => {
    expect((await update({}, 1, { status: 'complete' })).statusCode).toBe(401);
  });
});
