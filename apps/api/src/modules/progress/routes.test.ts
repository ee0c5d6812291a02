import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, clients } from '../../db/schema.ts';
import { addStaff, logInStaff } from '../../test/staff-login.ts';
import { createTestApp, DEMO_CLIENT, logIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let client: Record<string, string>;
let coach: Record<string, string>;
let otherCoach: Record<string, string>;
let demoId: number;

beforeAll(async () => {
  t = await createTestApp();
  const other = await addStaff(t.db, 'progress.other@example.com');
  [client, coach, otherCoach] = await Promise.all([
    logIn(t.app),
    logInStaff(t.app),
    logInStaff(t.app, other),
  ]);
  const [demo] = await t.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.email, DEMO_CLIENT.email));
  demoId = demo?.id ?? 0;
  // Two follow-ups after the seeded first check (84 kg): 82.5 kg in stones and pounds (pregnant then,
  // so not banded), then 80.1 kg.
  await t.db.insert(assessments).values([
    {
      clientId: demoId,
      kind: 'follow-up',
      answers: {
        weight_metric: 'st',
        assessment_weight_st: 13,
        assessment_weight_lbs: 0,
        assessment_pregnant: 'yes',
      },
      stats: { bmi: 29.2, activity: 100, smoking: 6, alcohol: 12 },
      messages: {},
      createdAt: new Date(Date.now() - 10 * 86_400_000),
    },
    {
      clientId: demoId,
      kind: 'follow-up',
      answers: { weight_metric: 'kg', assessment_weight_kg: 80.1 },
      stats: { bmi: 28.4, activity: 160, smoking: 2, alcohol: 9 },
      messages: { bmi: { band: 'overweight' } },
    },
  ]);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('progress over time', () => {
  it('gives the client every check, oldest first, with weight in kilograms', async () => {
    const response = await get('/api/mlw/progress', client);
    expect(response.statusCode).toBe(200);
    const checks = response.json().data.checks;
    expect(checks.map((c: { kind: string }) => c.kind)).toEqual(['new', 'follow-up', 'follow-up']);
    expect(checks.map((c: { weight_kg: number }) => Math.round(c.weight_kg * 10) / 10)).toEqual([
      84, 82.6, 80.1,
    ]);
    expect(checks.map((c: { pregnant: boolean }) => c.pregnant)).toEqual([false, true, false]);
    expect(checks[2]).toMatchObject({
      activity_minutes: 160,
      units_week: 9,
      cigarettes_day: 2,
      bmi_band: 'overweight',
    });
  });

  it('gives the coach the same and the technique ratings in the order given', async () => {
    const plan = (await get('/api/mlw/plan', client)).json().data;
    const bctId = plan.bcts[0].id;
    for (const progress of [2, 4]) {
      const rated = await t.app.inject({
        method: 'PUT',
        url: `/api/mlw/plan/${bctId}`,
        headers: client,
        payload: { progress },
      });
      expect(rated.statusCode).toBe(200);
    }
    const response = await get(`/api/staff/clients/${demoId}/progress`, coach);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.checks).toHaveLength(3);
    expect(data.techniques[0].ratings.map((r: { progress: number }) => r.progress)).toEqual([2, 4]);
  });

  it('hides another coach’s client as not found, and needs a login', async () => {
    expect((await get(`/api/staff/clients/${demoId}/progress`, otherCoach)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/mlw/progress' })).statusCode).toBe(401);
  });
});
