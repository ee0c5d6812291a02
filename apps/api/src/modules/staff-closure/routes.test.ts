import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessTokens,
  actions,
  assessments,
  auditLog,
  clients,
  messages,
  outbox,
  planNotes,
  plans,
  sessions,
} from '../../db/schema.ts';
import { addClient } from '../../test/staff-fixtures.ts';
import { staffWorld } from '../../test/staff-world.ts';
import { DEMO_CLIENT, DEMO_PASSWORD, logIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let otherCoach: Record<string, string>;
let coach: Record<string, string>;
let demoId: number;

beforeAll(async () => {
  ({ t, admin, otherCoach, coach, demoId } = await staffWorld());
});
afterAll(() => t.close());

const close = (id: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/staff/clients/${id}/closure`, headers });

describe('POST /api/staff/clients/:clientId/closure', () => {
  it('refuses a client who has not asked to close', async () => {
    const res = await close(demoId, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This client has not asked to close their account');
  });

  it('refuses another coach, a client and an anonymous caller', async () => {
    expect((await close(demoId, otherCoach)).statusCode).toBe(404);
    const client = await logIn(t.app);
    expect((await close(demoId, client)).statusCode).toBe(403);
    expect((await close(demoId, {})).statusCode).toBe(401);
  });

  it('erases personal data, keeps anonymous statistics, ends every login and tells the client', async () => {
    const client = await logIn(t.app);
    expect((await t.app.inject({ method: 'PUT', url: '/api/mlw/close', headers: client })).statusCode).toBe(
      200,
    );
    const res = await close(demoId, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'closed', closed_at: expect.any(String) });

    const [row] = await t.db.select().from(clients).where(eq(clients.id, demoId));
    expect(row).toMatchObject({
      firstName: 'Closed',
      lastName: 'account',
      email: `closed-${demoId}@closed.invalid`,
      dob: '1985-01-01',
      postcode: 'DT1',
      address1: '',
      phoneNumber: '',
      passwordHash: null,
      gender: 2,
      completedCalls: 1,
      contactDays: [],
      waitingPreview: null,
    });
    expect(row?.closedAt).not.toBeNull();

    const [plan] = await t.db.select().from(plans).where(eq(plans.clientId, demoId));
    expect(plan?.serviceLevel).toBe(2);
    expect(
      await t.db
        .select()
        .from(planNotes)
        .where(eq(planNotes.planId, plan?.id ?? 0)),
    ).toEqual([]);
    expect(await t.db.select().from(messages).where(eq(messages.clientId, demoId))).toEqual([]);
    expect(await t.db.select().from(actions).where(eq(actions.clientId, demoId))).toEqual([]);
    expect(await t.db.select().from(accessTokens).where(eq(accessTokens.clientId, demoId))).toEqual([]);
    expect((await t.db.select().from(sessions).where(eq(sessions.clientId, demoId))).length).toBeGreaterThan(
      0,
    );
    const [check] = await t.db.select().from(assessments).where(eq(assessments.clientId, demoId));
    expect(check?.answers).toEqual({});
    expect(check?.stats).toMatchObject({ bmi: 29.8 });

    const mail = await t.db.select().from(outbox).where(eq(outbox.recipient, DEMO_CLIENT.email));
    expect(mail.map((m) => m.subject)).toEqual(['Your account has been closed']);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.clientId, demoId));
    expect(audit.map((a) => a.action)).toContain('closed account');

    expect((await t.app.inject({ method: 'GET', url: '/api/mlw/me', headers: client })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      payload: {
        username: DEMO_CLIENT.email,
        dob: DEMO_CLIENT.dob,
        password: DEMO_PASSWORD,
        grant_type: 'password',
      },
    });
    expect(login.statusCode).toBe(401);
  });

  it('lets staff read a closed record but change nothing', async () => {
    const record = await t.app.inject({ method: 'GET', url: `/api/staff/clients/${demoId}`, headers: admin });
    expect(record.json().data).toMatchObject({ stage: 'closed', first_name: 'Closed' });
    const again = await close(demoId, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This account is closed');
  });

  it('lets a coach action a closure request in their own caseload', async () => {
    const [demo] = await t.db
      .select({ coachId: clients.coachId })
      .from(clients)
      .where(eq(clients.id, demoId));
    const id = await addClient(t.db, {
      email: 'leaving@example.com',
      coachId: demo?.coachId ?? null,
      closureRequestedAt: new Date(),
    });
    expect((await close(id, coach)).statusCode).toBe(200);
  });
});
