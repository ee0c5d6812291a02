import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients } from '../../db/schema.ts';
import { staffWorld } from '../../test/staff-world.ts';

let w: Awaited<ReturnType<typeof staffWorld>>;
beforeAll(async () => {
  w = await staffWorld();
});
afterAll(() => w.t.close());

const inject = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  w.t.app.inject({ method, url, headers: w.admin, ...(payload ? { payload } : {}) });

describe('reopening a case whose coach retired while it was closed (issue 29)', () => {
  it('puts the client in Needs a coach, audited from the retired coach to the pool', async () => {
    await w.t.db.update(clients).set({ completedCalls: 1 }).where(eq(clients.id, w.demoId));
    const client = `/api/staff/clients/${w.demoId}`;
    expect((await inject('POST', `${client}/discharge`, { reason: 'moved-away' })).statusCode).toBe(200);
    const retired = await inject('PUT', `/api/staff/accounts/${w.coachId}`, {
      active: false,
      successor_ids: [w.otherCoachId],
    });
    expect(retired.statusCode).toBe(200);

    expect((await inject('POST', `${client}/reopen`)).statusCode).toBe(200);

    const [row] = await w.t.db
      .select({ coachId: clients.coachId })
      .from(clients)
      .where(eq(clients.id, w.demoId));
    expect(row?.coachId).toBeNull();
    const myDay = await inject('GET', '/api/staff/my-day');
    expect(myDay.json().data.needs_coach).toEqual([expect.objectContaining({ client_id: w.demoId })]);
    const moves = await w.t.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.clientId, w.demoId), eq(auditLog.action, 'changed coach (retirement)')));
    expect(moves.map((m) => m.detail)).toEqual([expect.stringMatching(/^from .+ \(#\d+\) to the pool$/)]);
  });
});
