import { FIRST_CHECK_ANSWERS, FOLLOW_UP_ANSWERS } from '@coaching/shared/test/assessment-examples';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Executor } from '../../db/client.ts';
import { bcts, clients, planBcts, plans, staff } from '../../db/schema.ts';
import { addClient } from '../../test/assessment-test-data.ts';
import { newClientPayload } from '../../test/registration-test-data.ts';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';
import { freshDatabase } from '../../test/test-database.ts';
import { type CaseloadOwner, caseloadCondition, type StaffCaller } from '../staff-caseload/caseload.ts';
import { buildInsight, summariseComponents, summariseInsight } from './build-insight.ts';

const everyone: StaffCaller = { role: 'admin', staffId: 0 };

/** What counting a caseload's clients and plan techniques as they stand gives: the rule the totals keep. */
async function countedInsight(db: Executor, caller: CaseloadOwner) {
  const caseload = caseloadCondition(caller);
  const groups = await db
    .select({
      pathways: clients.pathways,
      assessmentCount: sql<number>`least(${clients.assessmentCount}, 1)::int`,
      completedCalls: sql<number>`least(${clients.completedCalls}, 1)::int`,
      closureRequested: sql<boolean>`${clients.closureRequestedAt} is not null`,
      closed: sql<boolean>`${clients.closedAt} is not null`,
      clients: sql<number>`count(*)::int`,
    })
    .from(clients)
    .where(caseload)
    .groupBy(sql`1, 2, 3, 4, 5`);
  const average = sql`avg(${planBcts.progress})`;
  const ratings = await db
    .select({
      bct_id: bcts.id,
      name: bcts.name,
      web_friendly_name: bcts.webFriendlyName,
      plans: sql<number>`count(*)::int`,
      ratings: sql<number>`count(${planBcts.progress})::int`,
      average: sql<string | null>`round(${average}, 1)::text`,
    })
    .from(planBcts)
    .innerJoin(bcts, eq(bcts.id, planBcts.bctId))
    .innerJoin(plans, eq(plans.id, planBcts.planId))
    .innerJoin(clients, eq(clients.id, plans.clientId))
    .where(caseload)
    .groupBy(bcts.id)
    .orderBy(desc(sql`${average} is not null`), desc(average), bcts.webFriendlyName, bcts.id);
  const byComponent = await db
    .select({
      component: sql<string>`${planBcts.barrierComponent}`,
      bct_id: bcts.id,
      code: bcts.code,
      name: bcts.name,
      web_friendly_name: bcts.webFriendlyName,
      plans: sql<number>`count(*)::int`,
      ratings: sql<number>`count(${planBcts.progress})::int`,
      average: sql<string | null>`round(${average}, 1)::text`,
    })
    .from(planBcts)
    .innerJoin(bcts, eq(bcts.id, planBcts.bctId))
    .innerJoin(plans, eq(plans.id, planBcts.planId))
    .innerJoin(clients, eq(clients.id, plans.clientId))
    .where(and(isNotNull(planBcts.barrierComponent), caseload))
    .groupBy(planBcts.barrierComponent, bcts.id)
    .orderBy(asc(planBcts.barrierComponent), desc(sql`${average} is not null`), desc(average), bcts.id);
  return { ...summariseInsight(groups, ratings), bcts_by_component: summariseComponents(byComponent) };
}

/** Every caller's insight, read from the totals, is what a full count of their caseload gives. */
async function expectEveryInsightExact(db: Db) {
  const coaches = await db.select({ id: staff.id }).from(staff).where(eq(staff.role, 'coach'));
  for (const caller of [everyone, ...coaches.map(({ id }) => ({ role: 'coach' as const, staffId: id }))]) {
    expect(await buildInsight(db, caller)).toEqual(await countedInsight(db, caller));
  }
}

let t: TestApp;
let admin: Record<string, string>;
let sam: { id: number; headers: Record<string, string> };
let coachIds: [number, number];
let techniques: number[];

beforeAll(async () => {
  const world = await staffWorld();
  ({ t, admin } = world);
  coachIds = [world.coachId, world.otherCoachId];
  const { headers, id } = await addClient(t.db, { pathways: ['move-more'] });
  sam = { id, headers };
  const rows = await t.db.select({ id: bcts.id }).from(bcts).orderBy(bcts.id).limit(3);
  techniques = rows.map((row) => row.id);
});
afterAll(() => t.close());

const adminInsight = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/staff/insight', headers: admin })).json().data;
const asStaff = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/staff/clients/${sam.id}/${url}`, headers: admin, payload });
const asSam = (url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/mlw/${url}`, headers: sam.headers, payload });

/** The administrator's insight as the API answers it, and every caller's, match a full count. */
async function expectTotalsExact() {
  expect(await adminInsight()).toEqual(await countedInsight(t.db, everyone));
  await expectEveryInsightExact(t.db);
}

const setCoach = (coachId: number | null) =>
  t.db.update(clients).set({ coachId }).where(eq(clients.id, sam.id));

describe('insight, from the totals the database keeps for each caseload', () => {
  it('counts the seeded clients and a new registration', async () => {
    await expectTotalsExact();
    const before = (await adminInsight()).clients;
    const client = newClientPayload();
    const res = await t.app.inject({ method: 'POST', url: '/api/register/newclient', payload: { client } });
    expect(res.statusCode).toBe(200);
    expect((await adminInsight()).clients).toBe(before + 1);
    await expectTotalsExact();
  });

  it('moves a client on at the first health check and the first call, not at the second check', async () => {
    const check = (assessment: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/assessment/new',
        headers: sam.headers,
        payload: { assessment },
      });
    expect((await check(FIRST_CHECK_ANSWERS)).statusCode).toBe(200);
    await expectTotalsExact();
    expect((await check(FOLLOW_UP_ANSWERS)).statusCode).toBe(200);
    await expectTotalsExact();
    expect((await asStaff('POST', 'first-chat')).statusCode).toBe(200);
    await expectTotalsExact();
  });

  it('follows a change of goals', async () => {
    expect((await asSam('pathways', { pathways: ['quit-smoking', 'lose-weight'] })).statusCode).toBe(200);
    await expectTotalsExact();
  });

  it('follows techniques added, rated, re-rated, changed and removed', async () => {
    const settings = { service_level: 1, pathways: ['move-more'] };
    expect((await asStaff('PUT', 'plan', settings)).statusCode).toBe(200);
    for (const bctId of techniques.slice(0, 2)) {
      expect((await asStaff('POST', 'plan/bcts', { bct_id: bctId })).statusCode).toBe(200);
    }
    await expectTotalsExact();
    const [first = 0, second = 0, third = 0] = techniques;
    expect((await asSam(`plan/${first}`, { progress: 5 })).statusCode).toBe(200);
    await expectTotalsExact();
    expect((await asSam(`plan/${first}`, { progress: 2 })).statusCode).toBe(200);
    await expectTotalsExact();
    // Nothing in the app moves a rating to another technique; the trigger still must.
    const [plan] = await t.db.select({ id: plans.id }).from(plans).where(eq(plans.clientId, sam.id));
    await t.db
      .update(planBcts)
      .set({ bctId: third })
      .where(and(eq(planBcts.planId, plan?.id ?? 0), eq(planBcts.bctId, first)));
    await expectTotalsExact();
    expect((await asStaff('DELETE', `plan/bcts/${second}`)).statusCode).toBe(200);
    await expectTotalsExact();
  });

  it('follows techniques added for a barrier: by its component, rated, the barrier removed, and closed', async () => {
    const barrier = { words: 'Too tired after work', component: 'capability-physical', pathway: 'move-more' };
    const added = await asStaff('POST', 'barriers', barrier);
    expect(added.statusCode).toBe(200);
    const barrierId = added.json().data[0].id;
    const [, second = 0] = techniques;
    expect((await asStaff('POST', 'plan/bcts', { bct_id: second, barrier_id: barrierId })).statusCode).toBe(
      200,
    );
    await expectTotalsExact();
    expect((await adminInsight()).bcts_by_component).toMatchObject([
      { component: 'capability-physical', bct_id: second, plans: 1, ratings: 0 },
    ]);
    expect((await asSam(`plan/${second}`, { progress: 4 })).statusCode).toBe(200);
    await expectTotalsExact();
    expect((await asStaff('DELETE', `barriers/${barrierId}`)).statusCode).toBe(200);
    await expectTotalsExact();
    await t.db.update(clients).set({ closedAt: new Date() }).where(eq(clients.id, sam.id));
    await expectTotalsExact();
    expect((await adminInsight()).bcts_by_component).toMatchObject([
      { bct_id: second, ratings: 1, average_progress: 4 },
    ]);
    await t.db.update(clients).set({ closedAt: null }).where(eq(clients.id, sam.id));
  });

  it('follows a client from the pool to a coach, to another coach and back to the pool', async () => {
    const [first, second] = coachIds;
    for (const coachId of [first, second, null, first]) {
      await setCoach(coachId);
      await expectTotalsExact();
    }
  });

  it('follows a closure request and its closure', async () => {
    expect((await asSam('close', {})).statusCode).toBe(200);
    await expectTotalsExact();
    expect((await asStaff('POST', 'closure')).statusCode).toBe(200);
    await expectTotalsExact();
  });

  it('keeps a closed case in its coach’s counts, and in nobody’s once the coach hands it back', async () => {
    const [first] = coachIds;
    const before = (await buildInsight(t.db, { role: 'coach', staffId: first })).stages.closed;
    expect(before).toBeGreaterThan(0);
    await setCoach(null);
    await expectTotalsExact();
    const after = (await buildInsight(t.db, { role: 'coach', staffId: first })).stages.closed;
    expect(after).toBe(before - 1);
  });

  it('follows a plan deleted by itself', async () => {
    const other = await addClient(t.db, { coachId: coachIds[1] });
    const [plan] = await t.db.insert(plans).values({ clientId: other.id }).returning({ id: plans.id });
    await t.db
      .insert(planBcts)
      .values(techniques.map((bctId) => ({ planId: plan?.id ?? 0, bctId, progress: 4 })));
    await expectTotalsExact();
    await t.db.delete(plans).where(eq(plans.id, plan?.id ?? 0));
    await expectTotalsExact();
  });

  it('follows a client deleted with their plan', async () => {
    // The app keeps closed clients (anonymised); a deletion by hand must still be counted.
    await t.db.delete(clients).where(eq(clients.id, sam.id));
    await expectTotalsExact();
    expect((await adminInsight()).bcts).not.toEqual([]);
  });
});

describe('migrations 0013 and 0030', () => {
  it('fills the totals of each caseload from the clients and plan techniques already there', async () => {
    const database = await freshDatabase();
    try {
      const { db } = database;
      const [coach] = await db.select({ id: staff.id }).from(staff).where(eq(staff.role, 'coach'));
      const people = [
        await addClient(db, { pathways: ['drink-less'], assessmentCount: 3, coachId: coach?.id }),
        await addClient(db, { completedCalls: 2, closureRequestedAt: new Date() }),
        await addClient(db, { coachId: coach?.id, closedAt: new Date() }),
        await addClient(db, { closedAt: new Date() }),
      ];
      const [bct] = await db.select({ id: bcts.id }).from(bcts).limit(1);
      for (const [n, person] of people.entries()) {
        const [plan] = await db.insert(plans).values({ clientId: person.id }).returning({ id: plans.id });
        const forBarrier = {
          barrierComponent: 'motivation-reflective',
          barrierPathway: 'drink-less',
        } as const;
        await db.insert(planBcts).values({
          planId: plan?.id ?? 0,
          bctId: bct?.id ?? 0,
          progress: n + 1,
          ...(n % 2 ? {} : forBarrier),
        });
      }
      // The migration's count, run again on these clients as it ran on the data already there.
      await db.execute(sql`truncate client_stage_totals, bct_rating_totals, bct_component_totals`);
      await db.execute(sql`select recount_insight_totals()`);
      await expectEveryInsightExact(db);
      expect((await buildInsight(db, everyone)).bcts).not.toEqual([]);
      expect((await buildInsight(db, everyone)).bcts_by_component).toMatchObject([{ plans: 2, ratings: 2 }]);
    } finally {
      await database.close();
    }
  });
});
