import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema.ts';
import { addClient } from '../../test/staff-fixtures.ts';
import { staffWorld } from '../../test/staff-world.ts';
import { logIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let admin: Record<string, string>;
let otherCoach: Record<string, string>;

beforeAll(async () => {
  ({ t, coach, admin, otherCoach } = await staffWorld());
});
afterAll(() => t.close());

const insight = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/staff/insight', headers })).json().data;

describe('GET /api/staff/insight', () => {
  it('counts the caseload per goal and stage', async () => {
    const data = await insight(coach);
    expect(data.clients).toBe(2);
    expect(data.stages).toMatchObject({ registered: 1, coaching: 1, closed: 0 });
    const moveMore = data.pathways.find((p: { pathway: string }) => p.pathway === 'move-more');
    expect(moveMore).toMatchObject({ total: 2, stages: { registered: 1, coaching: 1 } });
    const smoking = data.pathways.find((p: { pathway: string }) => p.pathway === 'quit-smoking');
    expect(smoking).toMatchObject({ total: 1, stages: { coaching: 1 } });
  });

  it('ranks techniques by the clients’ average rating, rated ones first', async () => {
    const { bcts } = await insight(coach);
    expect(bcts.map((b: { average_progress: number | null }) => b.average_progress)).toEqual([
      4,
      3,
      null,
      null,
    ]);
    expect(bcts[0]).toMatchObject({ plans: 1, ratings: 1 });
  });

  it('shows another coach nothing of this caseload, and an administrator everything', async () => {
    expect((await insight(otherCoach)).clients).toBe(0);
    expect((await insight(otherCoach)).bcts).toEqual([]);
    expect((await insight(admin)).clients).toBe(2);
  });

  it('counts each of several clients who share a goal and a stage', async () => {
    const before = await insight(admin);
    for (const email of ['twin.one@example.com', 'twin.two@example.com']) {
      await addClient(t.db, { email });
      await t.db
        .update(clients)
        .set({ pathways: ['drink-less'] })
        .where(eq(clients.email, email));
    }
    const after = await insight(admin);
    expect(after.clients).toBe(before.clients + 2);
    expect(after.stages.registered).toBe(before.stages.registered + 2);
    const drinkLess = (data: typeof after) =>
      data.pathways.find((p: { pathway: string }) => p.pathway === 'drink-less');
    expect(drinkLess(after).stages.registered).toBe(drinkLess(before).stages.registered + 2);
  });

  it('refuses clients and anonymous callers', async () => {
    const client = await logIn(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/staff/insight', headers: client })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/insight' })).statusCode).toBe(401);
  });
});
