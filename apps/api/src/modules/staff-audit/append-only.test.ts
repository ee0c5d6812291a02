import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { recordAudit } from './audit-repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await recordAudit(t.db, { staffId: 1, action: 'kept for ever', detail: 'x' });
});
afterAll(() => t.close());

const count = async () =>
  Number((await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from audit_log`))[0]?.n);
const refusal = (work: () => Promise<unknown>) =>
  work().then(
    () => 'done',
    (error: { cause?: { code?: string }; code?: string }) => error.cause?.code ?? error.code,
  );

describe('the audit log is append-only for the service', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    const before = await count();
    expect(await refusal(() => t.db.update(auditLog).set({ action: 'rewritten' }))).toBe('42501');
    expect(await refusal(() => t.db.delete(auditLog))).toBe('42501');
    expect(await refusal(() => t.db.execute(sql`truncate audit_log`))).toBe('42501');
    expect(await count()).toBe(before);
  });

  it('lets the retention pass remove only rows older than the cut-off it names', async () => {
    const before = await count();
    const removed = await refusal(() =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.audit_retention_cutoff', '2000-01-01T00:00:00Z', true)`);
        await tx.delete(auditLog);
      }),
    );
    expect(removed, 'every row is newer than the cut-off').toBe('42501');
    expect(await count()).toBe(before);
  });
});
