import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bcts } from '../../db/schema.ts';
import { clientWorld } from '../../test/client-world.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: Record<string, string>;
let other: Record<string, string>;
beforeAll(async () => {
  ({ t, demo, other } = await clientWorld());
});
afterAll(() => t.close());

type Bct = {
  id: number;
  web_friendly_name: string;
  description: string;
  notes: { date: string; note: string }[];
  progress: number | null;
};

const getPlan = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/mlw/plan', headers });
const rate = (headers: Record<string, string>, bctId: number | string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/mlw/plan/${bctId}`, headers, payload: payload as object });
const planBcts = async (): Promise<Bct[]> => (await getPlan(demo)).json().data.bcts;

describe('GET /api/mlw/plan', () => {
  it('answers the whole plan with every field of the portal spec', async () => {
    const res = await getPlan(demo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const plan = res.json().data;
    expect(plan).toMatchObject({
      id: expect.any(Number),
      service_level: 2,
      pathways: { weight: true, smoking: true, alcohol: true, activity: true },
    });
    expect(plan.goal_notes.map((n: { title: string }) => n.title)).toEqual([
      'Lose weight',
      'Move more',
      'Drink less',
    ]);
    expect(plan.goal_barrier_notes).toHaveLength(2);
    expect(plan.bcts).toHaveLength(4);
    expect(plan.bcts[0]).toEqual({
      id: expect.any(Number),
      web_friendly_name: 'Set a goal',
      description: expect.any(String),
      notes: [
        {
          date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          note: 'Walk on Monday, Wednesday and Friday lunchtimes.',
        },
      ],
      progress: 3,
    });
    expect(plan.bcts[3]).toMatchObject({ notes: [], progress: null });
    expect(plan.articles).toHaveLength(4);
    expect(plan.articles[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      intro: expect.any(String),
      image: expect.any(String),
      url: expect.any(String),
      published_at: expect.any(Number),
    });
    expect(plan.events).toHaveLength(2);
    expect(plan.events[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      description: expect.any(String),
      image: expect.any(String),
      slug: expect.any(String),
      start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      created_at: expect.any(String),
    });
  });

  it('answers 404 "Unable to find plan" to a client without a plan', async () => {
    const res = await getPlan(other);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Unable to find plan', code: 'NOT_FOUND' });
  });

  it('answers 401 without a token', async () => {
    expect((await getPlan({})).statusCode).toBe(401);
  });
});

describe('PUT /api/mlw/plan/{bctId}', () => {
  it('saves the rating and answers the updated technique', async () => {
    const [, , target] = await planBcts();
    if (!target) throw new Error('no bct');
    const res = await rate(demo, target.id, { progress: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...target, progress: 5 });
    expect((await planBcts()).find((b) => b.id === target.id)?.progress).toBe(5);
    expect((await rate(demo, target.id, { progress: 1 })).json().data.progress).toBe(1);
  });

  it.each([
    ['0', { progress: 0 }],
    ['6', { progress: 6 }],
    ['a fraction', { progress: 2.5 }],
    ['a string', { progress: '3' }],
    ['nothing', {}],
  ])('rejects a rating of %s', async (_, payload) => {
    const [first] = await planBcts();
    if (!first) throw new Error('no bct');
    const res = await rate(demo, first.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ progress: ['Select an option'] });
  });

  it('rejects unknown fields and a bct id that is not a number', async () => {
    const [first] = await planBcts();
    if (!first) throw new Error('no bct');
    const extra = await rate(demo, first.id, { progress: 3, notes: 'x' });
    expect(extra.json().errors).toEqual({ notes: ['Unknown field'] });
    expect((await rate(demo, 'abc', { progress: 3 })).statusCode).toBe(400);
  });

  it('answers 404 for a technique not in the plan and for another client’s technique', async () => {
    const inPlan = await planBcts();
    const [notInPlan] = await t.db
      .select({ id: bcts.id })
      .from(bcts)
      .where(eq(bcts.webFriendlyName, 'Build a habit'));
    const [first] = inPlan;
    if (!notInPlan || !first) throw new Error('seed missing');
    expect(inPlan.some((b) => b.id === notInPlan.id)).toBe(false);
    expect((await rate(demo, notInPlan.id, { progress: 3 })).statusCode).toBe(404);
    expect((await rate(demo, 999_999, { progress: 3 })).statusCode).toBe(404);
    const foreign = await rate(other, first.id, { progress: 1 });
    expect(foreign.statusCode).toBe(404);
    expect((await planBcts()).find((b) => b.id === first.id)?.progress).toBe(first.progress);
  });

  it('answers 401 without a token', async () => {
    expect((await rate({}, 1, { progress: 3 })).statusCode).toBe(401);
  });
});
