import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, outbox } from '../../db/schema.ts';
import { staffWorld } from '../../test/staff-world.ts';
import { DEMO_NO_PLAN, logIn } from '../../test/test-app.ts';

const SHARED_MOBILE = '07700 900555';

let w: Awaited<ReturnType<typeof staffWorld>>;
beforeAll(async () => {
  w = await staffWorld({ NOTIFY_API_KEY: 'test-key' });
  await w.t.db.update(clients).set({ phoneNumber: SHARED_MOBILE });
});
afterAll(() => w.t.close());

const textsToTheSharedPhone = () =>
  w.t.db.select({ subject: outbox.subject }).from(outbox).where(eq(outbox.recipient, SHARED_MOBILE));

describe('two clients who share a phone (issue 30, issue 37)', () => {
  it('each export holds only their own texts, and closing one leaves the other’s unsent text', async () => {
    const sent = await w.t.app.inject({
      method: 'POST',
      url: `/api/staff/clients/${w.demoId}/follow-up`,
      headers: w.coach,
      payload: { reminder_type: 'text' },
    });
    expect(sent.statusCode).toBe(200);
    expect(await textsToTheSharedPhone()).toHaveLength(1);

    const noPlan = await logIn(w.t.app, DEMO_NO_PLAN);
    const data = await w.t.app.inject({ method: 'GET', url: '/api/mlw/my-data.json', headers: noPlan });
    const messages = data.json().sections.find((s: { key: string }) => s.key === 'outbox');
    expect(messages.rows).toEqual([]);

    await w.t.app.inject({ method: 'PUT', url: '/api/mlw/close', headers: noPlan, payload: {} });
    const closed = await w.t.app.inject({
      method: 'POST',
      url: `/api/staff/clients/${w.noPlanId}/closure`,
      headers: w.admin,
      payload: {},
    });
    expect(closed.statusCode).toBe(200);
    expect(await textsToTheSharedPhone()).toEqual([{ subject: 'Follow-up health check' }]);
  });
});
