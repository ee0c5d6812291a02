import { FIRST_CHECK_ANSWERS } from '@coaching/shared/test/assessment-examples';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema.ts';
import { addClient } from '../../test/assessment-test-data.ts';
import { createTestApp, DEMO_CLIENT, logIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let demo: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  demo = await logIn(t.app, DEMO_CLIENT);
});
afterAll(() => t.close());

const submit = (headers: Record<string, string>, assessment: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/assessment/new', headers, payload: { assessment } });
const preAssessment = (headers: Record<string, string> = {}, url = '/api/public-assessment') =>
  t.app.inject({ method: 'GET', url, headers });
const countOf = async (id: number) =>
  (await t.db.select({ n: clients.assessmentCount }).from(clients).where(eq(clients.id, id)))[0]?.n;

describe('GET /api/public-assessment', () => {
  it('answers available with the logged-in client’s count, gender, date of birth, ethnicity, name and goals', async () => {
    const res = await preAssessment(demo);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json()).toEqual({
      status: 'available',
      assessment_count: 1,
      gender: 2,
      dob: DEMO_CLIENT.dob,
      ethnicity: 1,
      client_id: expect.any(Number),
      first_name: 'Jo',
      pathways: { weight: true, smoking: true, alcohol: true, activity: true },
      plan_pathways: ['lose-weight', 'move-more', 'drink-less', 'quit-smoking'],
      named_barriers: [],
    });
  });

  it('treats an empty hash as the logged-in client', async () => {
    const res = await preAssessment(demo, '/api/public-assessment/');
    expect(res.json().status).toBe('available');
    expect((await preAssessment({}, '/api/public-assessment/')).statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    expect((await preAssessment()).statusCode).toBe(401);
  });

  it.each([
    ['closure requested', { closureRequestedAt: new Date() }],
    ['closed', { closedAt: new Date() }],
  ])('answers notfound when the case is %s, and refuses a check', async (_, closure) => {
    const client = await addClient(t.db, closure);
    expect((await preAssessment(client.headers)).json()).toEqual({
      status: 'notfound',
      reason: 'case-closed',
    });
    const res = await submit(client.headers, FIRST_CHECK_ANSWERS);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Sorry your case is currently closed');
    expect(await countOf(client.id)).toBe(0);
  });
});
