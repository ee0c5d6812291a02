import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { PLAN_TEMPLATES } from '@coaching/shared/rules/plan-templates';
import { TECHNIQUE_LIBRARY } from '@coaching/shared/rules/technique-library';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.ts';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let otherCoach: Record<string, string>;
let demoId: number;
let noPlanId: number;

beforeAll(async () => {
  ({ t, coach, otherCoach, demoId, noPlanId } = await staffWorld());
});
afterAll(() => t.close());

const apply = (clientId: number, payload: Record<string, unknown>, headers = coach) =>
  t.app.inject({ method: 'POST', url: `/api/staff/clients/${clientId}/plan/template`, headers, payload });
const get = async (url: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/staff/clients/${url}`, headers: coach })).json().data;

describe('POST /api/staff/clients/:clientId/plan/template', () => {
  it('names only techniques the library holds', () => {
    const library = new Set(TECHNIQUE_LIBRARY.filter((t) => !t.retired).map((t) => t.label));
    for (const template of Object.values(PLAN_TEMPLATES)) {
      for (const name of template.techniques) expect(library).toContain(name);
    }
  });

  it('adds the pathway’s goal notes, techniques and actions, and rings the client’s bell for each action', async () => {
    const template = PLAN_TEMPLATES['move-more'];
    const before = await get(`${demoId}/plan`);
    const had = new Set(before.bcts.map((b: { name: string }) => b.name));
    const res = await apply(demoId, { pathway: 'move-more' });
    expect(res.statusCode).toBe(200);
    const { plan, added } = res.json().data;
    expect(added).toEqual({
      goal_notes: 1,
      techniques: template.techniques.filter((name) => !had.has(name)).length,
      actions: 2,
    });
    expect(plan.goal_notes.map((n: { title: string }) => n.title)).toContain(
      'Build up to 150 minutes a week',
    );
    expect(plan.bcts.map((b: { name: string }) => b.name)).toEqual(
      expect.arrayContaining(template.techniques),
    );
    const actions = await get(`${demoId}/actions`);
    expect(actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'Walk for 10 minutes after one meal a day',
          due_date: addDays(todayIso(), 7),
          status: 'incomplete',
        }),
        expect.objectContaining({
          title: 'Find a local group or class to try',
          due_date: addDays(todayIso(), 14),
        }),
      ]),
    );
    const bells = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.clientId, demoId), eq(notifications.object, 'Action')));
    expect(bells.map((b) => b.title)).toContain('New action: Walk for 10 minutes after one meal a day');
  });

  it('adds nothing twice when the same template is applied again', async () => {
    const res = await apply(demoId, { pathway: 'move-more' });
    expect(res.json().data.added).toEqual({ goal_notes: 0, techniques: 0, actions: 0 });
    const titles = (await get(`${demoId}/actions`)).map((a: { title: string }) => a.title);
    expect(titles.filter((x: string) => x === 'Walk for 10 minutes after one meal a day')).toHaveLength(1);
  });

  it('refuses a client with no plan yet (409), and changes nothing', async () => {
    const res = await apply(noPlanId, { pathway: 'drink-less' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/no plan yet/);
    expect(await get(`${noPlanId}/actions`)).toEqual([]);
  });

  it('rejects an unknown pathway or field with 400, and another coach’s client with 404', async () => {
    const bad = await apply(demoId, { pathway: 'fly', colour: 'red' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ pathway: ['Choose a template'], colour: ['Unknown field'] });
    expect((await apply(demoId, { pathway: 'drink-less' }, otherCoach)).statusCode).toBe(404);
  });
});
