import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema.ts';
import { addClient } from '../../test/staff-fixtures.ts';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let admin: Record<string, string>;
let poolId: number;
let closedPoolId: number;

beforeAll(async () => {
  ({ t, coach, admin } = await staffWorld());
  poolId = await addClient(t.db, { email: 'open.pool@example.com', firstName: 'Opal' });
  closedPoolId = await addClient(t.db, { email: 'closed.pool@example.com', firstName: 'Clement' });
  await t.db.update(clients).set({ closedAt: new Date() }).where(eq(clients.id, closedPoolId));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/staff/${url}`, headers });
const foundIds = async (headers: Record<string, string>, filter = '') =>
  (await get(`clients?search=Tester${filter}`, headers)).json().data.map((c: { id: number }) => c.id);

describe('a coach’s caseload', () => {
  it('holds the open clients nobody has taken on, not the closed ones', async () => {
    expect(await foundIds(coach)).toContain(poolId);
    expect(await foundIds(coach)).not.toContain(closedPoolId);
    expect((await get(`clients/${poolId}`, coach)).statusCode).toBe(200);
    expect((await get(`clients/${closedPoolId}`, coach)).statusCode).toBe(404);
  });

  it('is every client for an administrator, closed ones included', async () => {
    expect(await foundIds(admin)).toContain(poolId);
    // The list shows open cases unless closed ones are asked for.
    expect(await foundIds(admin, '&stage=closed')).toContain(closedPoolId);
    expect((await get(`clients/${closedPoolId}`, admin)).statusCode).toBe(200);
  });
});
