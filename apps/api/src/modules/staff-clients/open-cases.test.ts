import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema.ts';
import { addClient } from '../../test/staff-fixtures.ts';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let openId: number;
let closedId: number;

beforeAll(async () => {
  ({ t, admin } = await staffWorld());
  openId = await addClient(t.db, { email: 'quiet.open@example.com', firstName: 'Quinn' });
  closedId = await addClient(t.db, { email: 'quiet.closed@example.com', firstName: 'Quinn' });
  const longAgo = sql`now() - interval '400 days'`;
  await t.db.update(clients).set({ createdAt: longAgo, contactedAt: null }).where(eq(clients.id, openId));
  await t.db
    .update(clients)
    .set({
      createdAt: longAgo,
      contactedAt: null,
      closedAt: new Date(),
      firstName: '',
      lastName: 'Closed account',
    })
    .where(eq(clients.id, closedId));
});
afterAll(() => t.close());

const ids = async (query: string) => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/staff/clients?${query}`, headers: admin });
  expect(answer.statusCode).toBe(200);
  return answer.json().data.map((row: { id: number }) => row.id);
};

describe('the client list shows open cases unless asked for closed ones', () => {
  it('leaves closed accounts out by default, in every sort, and lists them behind the stage filter', async () => {
    for (const sort of ['name', 'registered', 'number']) {
      for (const direction of ['asc', 'desc']) {
        const listed = await ids(`sort=${sort}&direction=${direction}`);
        expect(listed).toContain(openId);
        expect(listed).not.toContain(closedId);
      }
    }
    expect(await ids('stage=closed')).toContain(closedId);
  });

  it('counts only open clients as out of touch', async () => {
    const quiet = await ids('no_contact_days=365');
    expect(quiet).toContain(openId);
    expect(quiet).not.toContain(closedId);
    expect(await ids('no_contact_days=365&stage=closed')).toEqual([]);
  });
});
