import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bcts, clientBarriers, planBcts, plans } from '../../db/schema.ts';
import { addClient } from '../../test/staff-fixtures.ts';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';
import { DEMO_NO_PLAN, logIn } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let otherCoach: Record<string, string>;
let client: Record<string, string>;
let demoId: number;
let noPlanId: number;

beforeAll(async () => {
  ({ t, coach, otherCoach, client, demoId, noPlanId } = await staffWorld());
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
type Barrier = { id: number; words: string; suggestions: Suggestion[] };
type Suggestion = {
  bct_id: number;
  code: string;
  reason: string;
  evidence: { ratings: number; mean: number | null };
};
const staff = (method: 'GET' | 'POST' | 'DELETE', url: string, headers = coach, payload?: Body) =>
  t.app.inject({ method, url: `/api/staff/clients/${url}`, headers, ...(payload ? { payload } : {}) });
const choose = (payload: unknown, headers = client) =>
  t.app.inject({ method: 'PUT', url: '/api/mlw/barriers', headers, payload: payload as Body });
const idOfCode = async (code: string) => {
  const [row] = await t.db.select({ id: bcts.id }).from(bcts).where(eq(bcts.code, code));
  if (!row) throw new Error(`no technique ${code}`);
  return row.id;
};
const cravingsOf = (barriers: Barrier[]) => {
  const barrier = barriers.find((b) => b.words === 'Cravings in the evening');
  if (!barrier) throw new Error('the client named no cravings');
  return barrier;
};

describe('the client names what gets in the way', () => {
  it('offers the common barriers for their goals and keeps their choice, replacing the earlier one', async () => {
    const offered = await t.app.inject({ method: 'GET', url: '/api/mlw/barriers', headers: client });
    expect(offered.statusCode).toBe(200);
    const keys = offered.json().data.options.map((o: { key: string }) => o.key);
    expect(keys).toContain('weight-evening-cravings');
    expect(keys).toContain('drink-friends-drink');

    await choose({ common_keys: ['weight-evening-cravings', 'drink-friends-drink'] });
    const chosen = await choose({ common_keys: ['weight-evening-cravings'] });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.barriers).toEqual([
      expect.objectContaining({
        words: 'Cravings in the evening',
        component: 'motivation-automatic',
        pathway: 'lose-weight',
        named_by: 'client',
      }),
    ]);
  });

  it('refuses unknown, repeated and malformed choices, and barriers of goals the client does not have', async () => {
    for (const payload of [
      { common_keys: ['no-such-barrier'] },
      { common_keys: ['weight-evening-cravings', 'weight-evening-cravings'] },
      { common_keys: 'weight-evening-cravings' },
      { common_keys: [7] },
      {},
      { common_keys: [], colour: 'red' },
    ]) {
      const res = await choose(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const pat = await logIn(t.app, DEMO_NO_PLAN);
    const notTheirGoal = await choose({ common_keys: ['drink-friends-drink'] }, pat);
    expect(notTheirGoal.statusCode).toBe(400);
    expect(notTheirGoal.json().errors).toEqual({
      common_keys: ['Choose only things that get in the way of your goals'],
    });
    const after = await t.app.inject({ method: 'GET', url: '/api/mlw/barriers', headers: pat });
    expect(after.json().data.barriers).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/mlw/barriers' })).statusCode).toBe(401);
  });
});

describe('suggestions on the plan editor', () => {
  it('suggests three techniques targeting the barrier’s component, not on the plan, with why and no ratings yet', async () => {
    const res = await staff('GET', `${demoId}/barriers`);
    expect(res.statusCode).toBe(200);
    const { suggestions } = cravingsOf(res.json().data);
    expect(suggestions).toHaveLength(3);
    for (const suggestion of suggestions) {
      expect(suggestion.reason).toBe('targets motivation (automatic): cravings in the evening');
      expect(suggestion.evidence).toEqual({ ratings: 0, mean: null });
    }
    const plan = (await staff('GET', `${demoId}/plan`)).json().data;
    const onPlan = plan.bcts.map((b: { bct_id: number }) => b.bct_id);
    for (const suggestion of suggestions) expect(onPlan).not.toContain(suggestion.bct_id);
  });

  it('ranks by this service’s ratings for the same component and goal from 10 ratings up', async () => {
    const swap = await idOfCode('8.2');
    const avoid = await idOfCode('12.3');
    for (let i = 0; i < 10; i += 1) {
      const clientId = await addClient(t.db, { email: `rated${i}@example.com` });
      const [plan] = await t.db
        .insert(plans)
        .values({ clientId, pathways: ['weight'] })
        .returning();
      if (!plan) throw new Error('no plan');
      const forCravings = {
        barrierComponent: 'motivation-automatic',
        barrierPathway: 'lose-weight',
      } as const;
      await t.db
        .insert(planBcts)
        .values([
          { planId: plan.id, bctId: swap, progress: i < 5 ? 5 : 4, ...forCravings },
          ...(i < 9 ? [{ planId: plan.id, bctId: avoid, progress: 5, ...forCravings }] : []),
        ]);
    }
    const { suggestions } = cravingsOf((await staff('GET', `${demoId}/barriers`)).json().data);
    expect(suggestions[0]).toMatchObject({ bct_id: swap, code: '8.2', evidence: { ratings: 10, mean: 4.5 } });
    // Nine top ratings do not yet lift "Steer clear of triggers" above the library's order.
    const habit = await idOfCode('8.3');
    const stress = await idOfCode('11.2');
    expect(suggestions.map((s) => s.bct_id)).toEqual([swap, habit, stress]);
    expect(suggestions[1]?.evidence).toEqual({ ratings: 0, mean: null });

    const insight = await t.app.inject({ method: 'GET', url: '/api/staff/insight', headers: coach });
    expect(insight.json().data.bcts_by_component).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          component: 'motivation-automatic',
          bct_id: swap,
          code: '8.2',
          plans: 10,
          ratings: 10,
          average_progress: 4.5,
        }),
        expect.objectContaining({
          component: 'motivation-automatic',
          bct_id: avoid,
          plans: 9,
          ratings: 9,
          average_progress: 5,
        }),
      ]),
    );
  });

  it('adds a suggestion for its barrier, which then leaves the suggestions, and undoes it', async () => {
    const barrier = cravingsOf((await staff('GET', `${demoId}/barriers`)).json().data);
    const first = barrier.suggestions[0];
    if (!first) throw new Error('no suggestion');
    const added = await staff('POST', `${demoId}/plan/bcts`, coach, {
      bct_id: first.bct_id,
      barrier_id: barrier.id,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.bcts).toContainEqual(
      expect.objectContaining({ bct_id: first.bct_id, barrier_id: barrier.id, retired: false }),
    );
    const after = cravingsOf((await staff('GET', `${demoId}/barriers`)).json().data);
    expect(after.suggestions.map((s) => s.bct_id)).not.toContain(first.bct_id);
    const clientPlan = (await t.app.inject({ method: 'GET', url: '/api/mlw/plan', headers: client })).json()
      .data;
    expect(clientPlan.bcts.map((b: { id: number }) => b.id)).toContain(first.bct_id);

    const undone = await staff('DELETE', `${demoId}/plan/bcts/${first.bct_id}`);
    expect(undone.json().data.bcts.map((b: { bct_id: number }) => b.bct_id)).not.toContain(first.bct_id);
  });

  it('refuses a barrier of another client or none at all when adding a technique', async () => {
    const othersBarrier = await staff('POST', `${noPlanId}/barriers`, coach, {
      words: 'Works nights',
      component: 'opportunity-physical',
      pathway: 'move-more',
    });
    const barrierId = othersBarrier.json().data[0].id;
    const swap = await idOfCode('8.2');
    for (const barrier_id of [barrierId, 999999, 'one', 0]) {
      const res = await staff('POST', `${demoId}/plan/bcts`, coach, { bct_id: swap, barrier_id });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('barrier_id');
    }
  });
});

describe('barriers in the coach’s words', () => {
  it('adds one with its component, suggests for it, and removes it', async () => {
    const added = await staff('POST', `${demoId}/barriers`, coach, {
      words: 'Late shifts at the care home',
      component: 'opportunity-physical',
      pathway: 'move-more',
    });
    expect(added.statusCode).toBe(200);
    const barrier = added.json().data.find((b: Barrier) => b.words === 'Late shifts at the care home');
    expect(barrier).toMatchObject({ named_by: 'coach', common_key: null });
    expect(barrier.suggestions[0].reason).toBe(
      'targets opportunity (physical): late shifts at the care home',
    );
    // The client's choice from the list leaves the coach's words alone.
    await choose({ common_keys: ['weight-evening-cravings'] });
    const mine = await t.app.inject({ method: 'GET', url: '/api/mlw/barriers', headers: client });
    expect(mine.json().data.barriers.map((b: Barrier) => b.words)).toContain('Late shifts at the care home');

    const removed = await staff('DELETE', `${demoId}/barriers/${barrier.id}`);
    expect(removed.json().data.map((b: Barrier) => b.id)).not.toContain(barrier.id);
    expect((await staff('DELETE', `${demoId}/barriers/${barrier.id}`)).statusCode).toBe(404);
  });

  it('refuses empty words, an unknown component or goal and unknown fields, changing nothing', async () => {
    const before = (await staff('GET', `${demoId}/barriers`)).json().data;
    const res = await staff('POST', `${demoId}/barriers`, coach, {
      words: '  ',
      component: 'motivation',
      pathway: 'fly',
      colour: 'red',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      words: ['Required'],
      component: ['Choose what kind of barrier it is'],
      pathway: ['Choose the goal it gets in the way of'],
      colour: ['Unknown field'],
    });
    expect((await staff('GET', `${demoId}/barriers`)).json().data).toEqual(before);
  });

  it('refuses a goal the client has neither registered with nor on their plan, changing nothing', async () => {
    const before = (await staff('GET', `${noPlanId}/barriers`)).json().data;
    const res = await staff('POST', `${noPlanId}/barriers`, coach, {
      words: 'Smokes on night shifts',
      component: 'opportunity-social',
      pathway: 'quit-smoking',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ pathway: ['Choose one of this client’s goals or their plan’s'] });
    expect((await staff('GET', `${noPlanId}/barriers`)).json().data).toEqual(before);
  });

  it('answers 404 to another coach on every barrier route, and 403 to a client', async () => {
    const body = { words: 'Money', component: 'opportunity-physical', pathway: 'move-more' };
    expect((await staff('GET', `${demoId}/barriers`, otherCoach)).statusCode).toBe(404);
    expect((await staff('POST', `${demoId}/barriers`, otherCoach, body)).statusCode).toBe(404);
    const [own] = (await staff('GET', `${demoId}/barriers`)).json().data;
    expect((await staff('DELETE', `${demoId}/barriers/${own.id}`, otherCoach)).statusCode).toBe(404);
    expect((await staff('GET', `${demoId}/barriers`, client)).statusCode).toBe(403);
  });
});

describe('barriers are the client’s data', () => {
  it('are in the client’s data download and erased when their account is closed', async () => {
    await choose({ common_keys: ['weight-evening-cravings'] });
    const copy = await t.app.inject({ method: 'GET', url: '/api/mlw/my-data.json', headers: client });
    const section = copy.json().sections.find((s: { key: string }) => s.key === 'client_barriers');
    expect(section.rows).toEqual([
      expect.objectContaining({ words: 'Cravings in the evening', named_by: 'client' }),
    ]);
    expect(section.rows[0]).not.toHaveProperty('common_key');

    expect((await t.app.inject({ method: 'PUT', url: '/api/mlw/close', headers: client })).statusCode).toBe(
      200,
    );
    expect((await staff('POST', `${demoId}/closure`)).statusCode).toBe(200);
    expect(await t.db.select().from(clientBarriers).where(eq(clientBarriers.clientId, demoId))).toEqual([]);
  });
});
