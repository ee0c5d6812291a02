import { BULK_LIMIT } from '@coaching/shared/schemas/staff-clients';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, clients, outbox } from '../../db/schema.ts';
import { staffWorld } from '../../test/staff-world.ts';
import { DEMO_CLIENT, DEMO_NO_PLAN } from '../../test/test-app.ts';
import { CASE_CLOSED } from '../assessment/record-assessment.ts';
import { NO_FIRST_CHECK } from '../assessment/send-follow-up-link.ts';

let w: Awaited<ReturnType<typeof staffWorld>>;
beforeAll(async () => {
  w = await staffWorld();
});
afterAll(() => w.t.close());

const send = (headers: Record<string, string>, payload: object) =>
  w.t.app.inject({ method: 'POST', url: '/api/staff/clients/follow-up', headers, payload });
const linksTo = async (...emails: string[]) =>
  (await w.t.db.select().from(outbox).where(inArray(outbox.recipient, emails))).filter((m) =>
    /\/assessment\?h=/.test(m.body ?? ''),
  ).length;

describe('POST /api/staff/clients/follow-up', () => {
  it('is for administrators only', async () => {
    const body = { client_ids: [w.demoId], reminder_type: 'email' };
    expect((await send(w.coach, body)).statusCode).toBe(403);
    expect((await send(w.client, body)).statusCode).toBe(403);
    expect((await send({}, body)).statusCode).toBe(401);
    expect(await linksTo(DEMO_CLIENT.email)).toBe(0);
  });

  it('refuses a bad selection or channel with a clear message and sends nothing', async () => {
    for (const body of [
      { client_ids: [], reminder_type: 'email' },
      { client_ids: [w.demoId, w.demoId], reminder_type: 'email' },
      { client_ids: Array.from({ length: BULK_LIMIT + 1 }, (_, i) => i + 1), reminder_type: 'email' },
      { client_ids: ['1'], reminder_type: 'email' },
      { client_ids: [w.demoId], reminder_type: 'pigeon' },
      { client_ids: [w.demoId] },
      { client_ids: [w.demoId], reminder_type: 'email', coach_id: 1 },
    ]) {
      const res = await send(w.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(await linksTo(DEMO_CLIENT.email, DEMO_NO_PLAN.email)).toBe(0);
  });

  it('sends each client with a first check the link, refuses the rest with the reason, and audits each link', async () => {
    const res = await send(w.admin, { client_ids: [w.demoId, w.noPlanId, 999_999], reminder_type: 'email' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      sent: 1,
      reminder_type: 'email',
      refused: [
        { client_id: w.noPlanId, reason: NO_FIRST_CHECK },
        { client_id: 999_999, reason: 'No such client' },
      ],
    });
    expect(await linksTo(DEMO_CLIENT.email)).toBe(1);
    expect(await linksTo(DEMO_NO_PLAN.email)).toBe(0);
    const audited = await w.t.db
      .select({ clientId: auditLog.clientId })
      .from(auditLog)
      .where(eq(auditLog.action, 'sent follow-up link (bulk)'));
    expect(audited).toEqual([{ clientId: w.demoId }]);

    await w.t.db.update(clients).set({ closedAt: new Date() }).where(eq(clients.id, w.demoId));
    const closed = await send(w.admin, { client_ids: [w.demoId], reminder_type: 'email' });
    expect(closed.json().data).toMatchObject({
      sent: 0,
      refused: [{ client_id: w.demoId, reason: CASE_CLOSED }],
    });
  });
});
