import { BARRIER_TEXT } from '@coaching/shared/schemas/barriers';
import { FIRST_CHECK_ANSWERS, FOLLOW_UP_ANSWERS } from '@coaching/shared/test/assessment-examples';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, clientBarriers, clients } from '../../db/schema.ts';
import { addClient, latestFollowUpLink } from '../../test/assessment-test-data.ts';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';
import { DEMO_NO_PLAN, logIn } from '../../test/test-app.ts';
import { sendFollowUpLink } from './send-follow-up-link.ts';

let t: TestApp;
let coach: Record<string, string>;
let otherCoach: Record<string, string>;
let pat: Record<string, string>;
let patId: number;
beforeAll(async () => {
  let noPlanId: number;
  ({ t, coach, otherCoach, noPlanId } = await staffWorld());
  pat = await logIn(t.app, DEMO_NO_PLAN);
  patId = noPlanId;
});
afterAll(() => t.close());

type Headers = Record<string, string>;
type Barrier = { words: string; named_by: string; common_key: string | null; suggestions?: unknown[] };

const submitNew = (headers: Headers, assessment: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/assessment/new', headers, payload: { assessment } });
const submitByLink = (hash: string, assessment: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/assessment/follow-up',
    payload: { assessment, hash, reminder_type: 'email' },
  });
const barriersOf = async (headers: Headers): Promise<Barrier[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/mlw/barriers', headers })).json().data.barriers;
const rowsOf = (clientId: number) =>
  t.db.select().from(clientBarriers).where(eq(clientBarriers.clientId, clientId));
const checksOf = async (clientId: number) =>
  (await t.db.select({ n: clients.assessmentCount }).from(clients).where(eq(clients.id, clientId)))[0]?.n;
/** Pat is a man: the check does not ask him about pregnancy. */
const { assessment_pregnant: _, ...PATS_FIRST_CHECK } = FIRST_CHECK_ANSWERS;

describe('barriers named in the health check', () => {
  it('refuses keys not in the list, and barriers of goals the check did not choose, saving nothing', async () => {
    for (const [barriers, message] of [
      [['weight-evening-cravings', 'eat-all-the-cake'], BARRIER_TEXT.chooseFromList],
      [['weight-evening-cravings', 'weight-evening-cravings'], 'Choose each one once'],
      ['weight-evening-cravings', BARRIER_TEXT.chooseFromList],
      [['smoke-cravings'], BARRIER_TEXT.notYourGoal],
    ] as const) {
      const res = await submitNew(pat, { ...PATS_FIRST_CHECK, barriers });
      expect(res.statusCode, JSON.stringify(barriers)).toBe(400);
      expect(res.json().errors).toEqual({ 'assessment.barriers': [message] });
    }
    expect(await rowsOf(patId)).toEqual([]);
    expect(await checksOf(patId)).toBe(0);
  });

  it('saves them with the first check, for the goals it chose, before there is a plan', async () => {
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/public-assessment', headers: pat })
    ).json();
    expect(before).toMatchObject({ named_barriers: [], plan_pathways: [] });

    const barriers = ['weight-evening-cravings', 'drink-friends-drink'];
    const res = await submitNew(pat, { ...PATS_FIRST_CHECK, barriers });
    expect(res.statusCode).toBe(200);
    const [stored] = await t.db.select().from(assessments).where(eq(assessments.clientId, patId));
    expect(stored?.answers).toMatchObject({ barriers });
    expect((await barriersOf(pat)).map((b) => [b.words, b.named_by])).toEqual([
      ['Cravings in the evening', 'client'],
      ['My friends all drink', 'client'],
    ]);
    // The coach sees them with suggestions straight away, with no plan yet.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/staff/clients/${patId}/plan`, headers: coach })).json(),
    ).toEqual({ data: null });
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/staff/clients/${patId}/barriers`,
      headers: coach,
    });
    expect(staff.statusCode).toBe(200);
    const cravings = staff.json().data.find((b: Barrier) => b.words === 'Cravings in the evening');
    expect(cravings.suggestions).toHaveLength(3);
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/staff/clients/${patId}/barriers`,
      headers: otherCoach,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('starts a later check from what was named, saves a barrier named again once, and drops one unticked', async () => {
    const pre = (await t.app.inject({ method: 'GET', url: '/api/public-assessment', headers: pat })).json();
    expect(pre.named_barriers).toEqual(['weight-evening-cravings', 'drink-friends-drink']);
    const [firstCravings] = (await rowsOf(patId)).filter((r) => r.commonKey === 'weight-evening-cravings');

    const { assessment_pregnant: _, ...followUp } = FOLLOW_UP_ANSWERS;
    const res = await submitNew(pat, { ...followUp, barriers: ['weight-evening-cravings', 'drink-unwind'] });
    expect(res.statusCode).toBe(200);
    const rows = await rowsOf(patId);
    expect(rows.map((r) => r.commonKey).sort()).toEqual(['drink-unwind', 'weight-evening-cravings']);
    expect(rows.find((r) => r.commonKey === 'weight-evening-cravings')).toEqual(firstCravings);

    // A check that leaves the question out changes nothing.
    expect((await submitNew(pat, followUp)).statusCode).toBe(200);
    expect(await rowsOf(patId)).toEqual(rows);
  });

  it('keeps the coach’s own barriers when the client unticks every one of theirs', async () => {
    const { assessment_pregnant: _, ...followUp } = FOLLOW_UP_ANSWERS;
    const written = await t.app.inject({
      method: 'POST',
      url: `/api/staff/clients/${patId}/barriers`,
      headers: coach,
      payload: { words: 'Works nights', component: 'opportunity-physical', pathway: 'lose-weight' },
    });
    expect(written.statusCode).toBe(200);
    expect((await submitNew(pat, { ...followUp, barriers: [] })).statusCode).toBe(200);
    expect((await barriersOf(pat)).map((b) => [b.words, b.named_by])).toEqual([['Works nights', 'coach']]);
  });

  it('takes them by a follow-up link too, and shows no one else’s', async () => {
    const sam = await addClient(t.db, { pathways: ['lose-weight'] });
    expect((await submitNew(sam.headers, { ...FIRST_CHECK_ANSWERS, barriers: [] })).statusCode).toBe(200);
    await t.db.insert(clientBarriers).values({
      clientId: sam.id,
      pathway: 'lose-weight',
      component: 'motivation-automatic',
      words: 'Cravings in the evening',
      commonKey: 'weight-evening-cravings',
      namedBy: 'client',
    });
    await sendFollowUpLink(t.db, t.app.config, sam.id, 'email');
    const { hash } = await latestFollowUpLink(t.db, sam.email);
    const byLink = (await t.app.inject({ method: 'GET', url: `/api/public-assessment/${hash}` })).json();
    expect(byLink).toMatchObject({ client_id: sam.id, named_barriers: ['weight-evening-cravings'] });

    const res = await submitByLink(hash, {
      ...FOLLOW_UP_ANSWERS,
      barriers: ['weight-evening-cravings', 'drink-counting-units'],
    });
    expect(res.statusCode).toBe(200);
    expect((await rowsOf(sam.id)).map((r) => r.commonKey)).toEqual([
      'weight-evening-cravings',
      'drink-counting-units',
    ]);
    // Pat's own list and check know nothing of Sam's.
    const patsPre = (
      await t.app.inject({ method: 'GET', url: '/api/public-assessment', headers: pat })
    ).json();
    expect(patsPre.named_barriers).toEqual([]);
    expect((await barriersOf(pat)).map((b) => b.words)).not.toContain('I don’t know how much I drink');
  });
});
