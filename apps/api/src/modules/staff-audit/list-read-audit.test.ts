import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let client: Record<string, string>;
let coachId: number;

beforeAll(async () => {
  ({ t, coach, client, coachId } = await staffWorld());
});
afterAll(() => t.close());

const latestAudit = async () => {
  const [row] = await t.db
    .select({
      staffId: auditLog.staffId,
      clientId: auditLog.clientId,
      action: auditLog.action,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
};

describe('reads of lists of clients', () => {
  it.each([
    ['GET', '/api/staff/my-day', 'viewed my day'],
    ['GET', '/api/staff/queue', 'viewed the queue'],
    ['GET', '/api/staff/diary', 'viewed a diary'],
    ['GET', '/api/staff/availability', 'viewed availability'],
  ] as const)('%s %s is audited as a read, without what was shown', async (method, url, action) => {
    const res = await t.app.inject({ method, url, headers: coach });
    expect(res.statusCode).toBe(200);
    expect(await latestAudit()).toEqual({
      staffId: coachId,
      clientId: null,
      action,
      detail: `${method} ${url}`,
    });
  });

  it('is not audited when refused', async () => {
    const before = await latestAudit();
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/queue', headers: client })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/queue' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/staff/diary?week=x', headers: coach })).statusCode,
    ).toBe(400);
    expect(await latestAudit()).toEqual(before);
  });
});
