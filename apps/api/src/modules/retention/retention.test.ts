import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, idempotencyKeys, rateLimits } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { retentionCutoff } from './remove-expired-records.ts';

let t: TestApp;
let ids: { old: number; recent: number };
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db
    .insert(auditLog)
    .values([
      { staffId: 1, action: 'viewed record', createdAt: new Date('2026-01-15T12:00:00Z') },
      { staffId: 1, action: 'viewed record', createdAt: new Date('2026-06-01T12:00:00Z') },
    ])
    .returning({ id: auditLog.id });
  ids = { old: rows[0]?.id ?? 0, recent: rows[1]?.id ?? 0 };
});
afterAll(() => t.close());

const runAt = (at: string) => t.app.inject({ method: 'POST', url: '/dev/scheduler/run', payload: { at } });
const left = async () =>
  (
    await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(inArray(auditLog.id, [ids.old, ids.recent]))
  ).map((r) => r.id);

describe('the retention pass', () => {
  it('keeps audit rows for 8 years by default, then the scheduler removes them', async () => {
    const before = await runAt('2034-01-15T09:00');
    expect(before.json()).toMatchObject({ removed_audit_rows: 0 });
    expect(await left()).toEqual([ids.old, ids.recent]);

    const after = await runAt('2034-03-01T09:00');
    expect(after.statusCode).toBe(200);
    expect(after.json().removed_audit_rows).toBeGreaterThanOrEqual(1);
    expect(await left(), 'older than 8 years removed, younger kept').toEqual([ids.recent]);
  });

  it('removes rate-limit counters a day after their window ended, and keeps those still counting', async () => {
    const hour = 3_600_000;
    await t.db.insert(rateLimits).values([
      { key: 'retention-test:ended', count: 3, resetAt: new Date(Date.now() - 25 * hour) },
      { key: 'retention-test:counting', count: 3, resetAt: new Date(Date.now() + hour) },
    ]);
    await runAt('2026-01-15T09:00');
    const keys = (await t.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).not.toContain('retention-test:ended');
    expect(keys).toContain('retention-test:counting');
  });

  it('removes answers kept to replay a retry after 24 hours, with no further request needed', async () => {
    const hour = 3_600_000;
    await t.db.insert(idempotencyKeys).values([
      {
        caller: 'client:1',
        route: 'POST /test',
        key: 'old',
        fingerprint: 'x',
        statusCode: 201,
        response: '{"data":"a message"}',
        createdAt: new Date(Date.now() - 25 * hour),
      },
      {
        caller: 'client:1',
        route: 'POST /test',
        key: 'recent',
        fingerprint: 'x',
        statusCode: 201,
        response: '{}',
      },
    ]);
    await runAt('2026-01-15T09:00');
    const keys = (await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key);
    expect(keys).toEqual(['recent']);
  });

  it('counts back the configured number of years', () => {
    const now = new Date('2030-05-01T10:00:00Z');
    expect(retentionCutoff({ retentionYears: 8 }, now).toISOString()).toBe('2022-05-01T10:00:00.000Z');
    expect(retentionCutoff({ retentionYears: 1 }, now).toISOString()).toBe('2029-05-01T10:00:00.000Z');
  });
});
