import { readFileSync } from 'node:fs';
import { FIRST_CHECK_ANSWERS, FOLLOW_UP_ANSWERS } from '@coaching/shared/test/assessment-examples';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { bcts, clients, planBcts, plans } from '../../db/schema.ts';
import { addClient } from '../../test/assessment-test-data.ts';
import { newClientPayload } from '../../test/registration-test-data.ts';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';
import { freshDatabase } from '../../test/test-database.ts';
import type { StaffCaller } from '../staff-caseload/caseload.ts';
import { summariseInsight } from './build-insight.ts';
import {
  countStageFacts,
  listBctRatings,
  readBctRatingTotals,
  readStageTotals,
} from './insight-repository.ts';

const everyone: StaffCaller = { role: 'admin', staffId: 0 };

/** What counting every client and every plan technique as they stand gives. */
const countedInsight = async (db: Executor) =>
  summariseInsight(await countStageFacts(db, everyone), await listBctRatings(db, everyone));

let t: TestApp;
let admin: Record<string, string>;
let sam: { id: number; headers: Record<string, string> };
let techniques: number[];

beforeAll(async () => {
  ({ t, admin } = await staffWorld());
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

/** The administrator's insight, read from the totals, is what a full count gives. */
async function expectTotalsExact() {
  expect(await adminInsight()).toEqual(await countedInsight(t.db));
}

describe("an administrator's insight, from the totals the database keeps", () => {
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

  it('follows a closure request and its closure', async () => {
    expect((await asSam('close', {})).statusCode).toBe(200);
    await expectTotalsExact();
    expect((await asStaff('POST', 'closure')).statusCode).toBe(200);
    await expectTotalsExact();
  });

  it('follows a client deleted with their plan', async () => {
    // The app keeps closed clients (anonymised); a deletion by hand must still be counted.
    await t.db.delete(clients).where(eq(clients.id, sam.id));
    await expectTotalsExact();
    expect((await adminInsight()).bcts).not.toEqual([]);
  });
});

describe('migration 0008', () => {
  it('fills the totals from the clients and plan techniques already there', async () => {
    const database = await freshDatabase();
    try {
      const { db } = database;
      await db.execute(sql`drop table client_stage_totals, bct_rating_totals`);
      await db.execute(sql`drop function count_client_stage, count_bct_rating cascade`);
      await addClient(db, { pathways: ['drink-less'], assessmentCount: 3 });
      await addClient(db, { completedCalls: 2, closureRequestedAt: new Date() });
      // Migration 0008 run again on these clients, as it ran on the data already there.
      const migration = readFileSync(
        new URL('../../db/migrations/0008_insight_totals.sql', import.meta.url),
        'utf8',
      );
      for (const statement of migration.split('--> statement-breakpoint'))
        await db.execute(sql.raw(statement));
      const totals = summariseInsight(await readStageTotals(db), await readBctRatingTotals(db));
      expect(totals).toEqual(await countedInsight(db));
      expect(totals.bcts).not.toEqual([]);
    } finally {
      await database.close();
    }
  });
});
