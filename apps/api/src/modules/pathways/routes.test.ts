import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_CLIENT, DEMO_NO_PLAN, logIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let noPlan: { authorization: string };
let demo: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  noPlan = await logIn(t.app, DEMO_NO_PLAN);
  demo = await logIn(t.app, DEMO_CLIENT);
});
afterAll(() => t.close());

const put = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/mlw/pathways', headers, payload: payload as object });
const pathwaysOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/mlw/me', headers })).json().data.pathways;

describe('PUT /api/mlw/pathways', () => {
  it('replaces the client’s goals and answers them in the usual order', async () => {
    const res = await put(noPlan, { pathways: ['quit-smoking', 'lose-weight'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { pathways: ['lose-weight', 'quit-smoking'] } });
    expect(await pathwaysOf(noPlan)).toEqual(['lose-weight', 'quit-smoking']);
  });

  it('shows the new goals on the pre-assessment', async () => {
    await put(noPlan, { pathways: ['drink-less'] });
    const res = await t.app.inject({ method: 'GET', url: '/api/public-assessment', headers: noPlan });
    expect(res.json().pathways).toEqual({
      weight: false,
      smoking: false,
      alcohol: true,
      activity: false,
    });
  });

  it('moves the plan’s goal areas with the goals', async () => {
    const planAreas = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/mlw/plan', headers: demo })).json().data.pathways;
    expect((await put(demo, { pathways: ['drink-less', 'quit-smoking'] })).statusCode).toBe(200);
    expect(await planAreas()).toEqual({ weight: false, smoking: true, alcohol: true, activity: false });
    await put(demo, { pathways: ['lose-weight', 'move-more', 'drink-less', 'quit-smoking'] });
    expect(await planAreas()).toEqual({ weight: true, smoking: true, alcohol: true, activity: true });
  });

  it('changes only the caller’s goals', async () => {
    await put(noPlan, { pathways: ['move-more'] });
    expect(await pathwaysOf(demo)).toEqual(['lose-weight', 'move-more', 'drink-less', 'quit-smoking']);
  });

  it.each([
    ['no goals', { pathways: [] }, 'pathways', 'Select at least one'],
    ['an unknown goal', { pathways: ['sleep-more'] }, 'pathways.0', 'Select an option'],
    ['a repeated goal', { pathways: ['move-more', 'move-more'] }, 'pathways', 'Select at least one'],
    ['a missing list', {}, 'pathways', 'Select at least one'],
    ['a list sent as text', { pathways: 'move-more' }, 'pathways', 'Select at least one'],
  ])('answers 400 to %s', async (_, payload, field, message) => {
    const res = await put(noPlan, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
  });

  it('answers 401 without a token', async () => {
    expect((await put({}, { pathways: ['move-more'] })).statusCode).toBe(401);
  });
});
