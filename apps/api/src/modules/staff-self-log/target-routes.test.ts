import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, selfLogTargets } from '../../db/schema.ts';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let otherCoach: Record<string, string>;
let admin: Record<string, string>;
let demoId: number;
let noPlanId: number;

beforeAll(async () => {
  ({ t, coach, otherCoach, admin, demoId, noPlanId } = await staffWorld());
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers = coach, payload?: Body) =>
  t.app.inject({ method, url: `/api/staff/clients/${url}`, headers, ...(payload ? { payload } : {}) });

const targetsOf = (clientId: number) =>
  t.db.select().from(selfLogTargets).where(eq(selfLogTargets.clientId, clientId));

describe('self-logging targets on the plan', () => {
  it('lists the measures of the client’s goals and no targets at first', async () => {
    const res = await call('GET', `${demoId}/plan/targets`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ measures: ['weight', 'activity', 'alcohol', 'smoking'], targets: [] });
  });

  it('sets, replaces and removes a target, saying who set it, each change audited', async () => {
    const set = await call('PUT', `${demoId}/plan/targets`, coach, { measure: 'activity', value: 150 });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.targets).toEqual([
      expect.objectContaining({ measure: 'activity', value: 150, set_by: expect.any(String) }),
    ]);
    const replaced = await call('PUT', `${demoId}/plan/targets`, admin, { measure: 'activity', value: 200 });
    expect(replaced.json().data.targets).toMatchObject([{ measure: 'activity', value: 200 }]);
    expect(await targetsOf(demoId)).toHaveLength(1);
    await call('PUT', `${demoId}/plan/targets`, coach, { measure: 'weight', value: 82.5 });

    const removed = await call('DELETE', `${demoId}/plan/targets/activity`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.targets).toMatchObject([{ measure: 'weight', value: 82.5 }]);
    const audited = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.clientId, demoId));
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(['set self-log target', 'removed self-log target']),
    );
  });

  it('refuses targets out of range, with too many decimals, of unknown measures or with unknown fields', async () => {
    const before = await targetsOf(demoId);
    const cases: [Body, Record<string, string[]>][] = [
      [{ measure: 'activity', value: 5 }, { value: ['Enter a number from 10 to 6,720'] }],
      [{ measure: 'smoking', value: 101 }, { value: ['Enter a number from 0 to 100'] }],
      [{ measure: 'alcohol', value: 14.5 }, { value: ['Enter a whole number'] }],
      [{ measure: 'weight', value: 82.25 }, { value: ['Enter the weight to one decimal place'] }],
      [{ measure: 'weight', value: '80' }, { value: ['Numeric characters only'] }],
      [{ measure: 'weight' }, { value: ['Required'] }],
      [{ measure: 'sleep', value: 8 }, { measure: ['Choose what the target is for'] }],
      [{ measure: 'activity', value: 150, colour: 'red' }, { colour: ['Unknown field'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await call('PUT', `${demoId}/plan/targets`, coach, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toMatchObject(errors);
    }
    expect(await targetsOf(demoId)).toEqual(before);
  });

  it('refuses a measure outside the client’s goals, and any target before the plan exists', async () => {
    const noPlan = await call('PUT', `${noPlanId}/plan/targets`, coach, { measure: 'activity', value: 150 });
    expect(noPlan.statusCode).toBe(409);
    await call('PUT', `${noPlanId}/plan`, coach, { service_level: 1, pathways: ['move-more'] });
    const measures = await call('GET', `${noPlanId}/plan/targets`);
    expect(measures.json().data.measures).toEqual(['activity']);
    const weight = await call('PUT', `${noPlanId}/plan/targets`, coach, { measure: 'weight', value: 70 });
    expect(weight.statusCode).toBe(400);
    expect(weight.json().errors).toEqual({ measure: ['Choose a measure of one of the client’s goals'] });
    expect(await targetsOf(noPlanId)).toEqual([]);
  });

  it('answers 404 for a target that is not set and an unknown measure in the path', async () => {
    expect((await call('DELETE', `${demoId}/plan/targets/smoking`)).statusCode).toBe(404);
    expect((await call('DELETE', `${demoId}/plan/targets/sleep`)).statusCode).toBe(400);
  });

  it('answers 404 for another coach’s client and changes nothing', async () => {
    const before = await targetsOf(demoId);
    expect((await call('GET', `${demoId}/plan/targets`, otherCoach)).statusCode).toBe(404);
    const put = await call('PUT', `${demoId}/plan/targets`, otherCoach, { measure: 'smoking', value: 5 });
    expect(put.statusCode).toBe(404);
    expect((await call('DELETE', `${demoId}/plan/targets/weight`, otherCoach)).statusCode).toBe(404);
    expect(await targetsOf(demoId)).toEqual(before);
  });
});
