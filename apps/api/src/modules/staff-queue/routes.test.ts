import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, clients, messages, plans } from '../../db/schema.ts';
import { addClient } from '../../test/staff-fixtures.ts';
import { staffWorld } from '../../test/staff-world.ts';
import { logIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let otherCoach: Record<string, string>;
let admin: Record<string, string>;
let demoId: number;
let coachId: number;
let noPlanId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  ({ t, coach, otherCoach, admin, demoId, coachId, noPlanId } = await staffWorld());
});
afterAll(() => t.close());

const queue = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/staff/queue', headers });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('GET /api/staff/queue', () => {
  it('lists new registrations waiting for a first chat with how and when to contact them', async () => {
    const id = noPlanId;
    const data = await queue(coach);
    const row = data.registrations.find((r: { client_id: number }) => r.client_id === id);
    expect(row).toMatchObject({
      first_name: 'Pat',
      contact_method: 'Phone Call',
      phone_mobile: '07700 900123',
      leave_message: 'yes',
      coach: { id: coachId },
    });
    expect(Date.parse(row.first_chat_due_by) - Date.parse(row.registered_at)).toBe(48 * 3_600_000);
    expect(data.registrations.map((r: { client_id: number }) => r.client_id)).not.toContain(demoId);
  });

  it('lists closure requests with their two-working-day deadline', async () => {
    const id = await addClient(t.db, {
      email: 'closing@example.com',
      coachId,
      closureRequestedAt: new Date('2026-03-06T10:00:00Z'),
    });
    const row = (await queue(coach)).closures.find((r: { client_id: number }) => r.client_id === id);
    expect(row).toMatchObject({ due_date: '2026-03-10', overdue: true });
  });

  it('lists a client whose three-month check is due, and not once it is done', async () => {
    const id = await addClient(t.db, { email: 'repeat@example.com', coachId });
    const first = new Date(Date.now() - 100 * DAY);
    await t.db
      .insert(assessments)
      .values({ clientId: id, kind: 'new', answers: {}, stats: {}, messages: {}, createdAt: first });
    const row = (await queue(coach)).follow_ups.find((r: { client_id: number }) => r.client_id === id);
    expect(row).toMatchObject({ months: 3, last_sent_at: null });
    await t.db
      .insert(assessments)
      .values({ clientId: id, kind: 'follow-up', answers: {}, stats: {}, messages: {} });
    const after = (await queue(coach)).follow_ups.map((r: { client_id: number }) => r.client_id);
    expect(after).not.toContain(id);
    expect(after).not.toContain(demoId);
  });

  it('lists clients whose last message is unanswered, until the coach replies', async () => {
    const [plan] = await t.db.select({ id: plans.id }).from(plans).where(eq(plans.clientId, demoId));
    const planId = plan?.id ?? 0;
    await t.db
      .insert(messages)
      .values({ clientId: demoId, planId, isCoach: false, message: 'Can we move Friday?' });
    const row = (await queue(coach)).unanswered.find((r: { client_id: number }) => r.client_id === demoId);
    expect(row).toMatchObject({ first_name: 'Jo', preview: 'Can we move Friday?' });
    const long = `${'Sorry, '.repeat(17)}I cannot make it.`;
    await t.db.insert(messages).values({ clientId: demoId, planId, isCoach: false, message: long });
    const cut = (await queue(coach)).unanswered.find((r: { client_id: number }) => r.client_id === demoId);
    expect(cut.preview).toBe(`${long.slice(0, 120).trimEnd()}…`);
    await t.db
      .insert(messages)
      .values({ clientId: demoId, planId, isCoach: false, message: long.slice(0, 120) });
    const whole = (await queue(coach)).unanswered.find((r: { client_id: number }) => r.client_id === demoId);
    expect(whole.preview).toBe(long.slice(0, 120));
    await t.db
      .insert(messages)
      .values({ clientId: demoId, planId, staffId: coachId, isCoach: true, message: 'Yes, of course.' });
    expect((await queue(coach)).unanswered).toEqual([]);
  });

  it('shows another coach none of these clients', async () => {
    const data = await queue(otherCoach);
    const ids = [...data.registrations, ...data.closures, ...data.follow_ups, ...data.unanswered].map(
      (r: { client_id: number }) => r.client_id,
    );
    expect(ids).not.toContain(demoId);
    expect(data.closures).toEqual([]);
    expect(data.follow_ups).toEqual([]);
  });

  it('refuses clients and anonymous callers', async () => {
    const client = await logIn(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/queue', headers: client })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/queue' })).statusCode).toBe(401);
  });

  it('answers the 100 oldest of a long list, with how many wait in all and how many are past 48 hours', async () => {
    const before = (await queue(admin)).totals;
    const hour = 3_600_000;
    const crowd = await t.db
      .insert(clients)
      .values(
        Array.from({ length: 101 }, (_, i) => ({
          firstName: 'Crowd',
          lastName: `Member ${i}`,
          email: `crowd${i}@example.com`,
          dob: '1970-01-01',
          postcode: 'DT1 1AA',
          phoneNumber: '01234 567890',
          // Sixty registered three days ago, the rest an hour ago; each a second apart.
          createdAt: new Date(Date.now() - (i < 60 ? 72 : 1) * hour - (101 - i) * 1000),
        })),
      )
      .returning({ id: clients.id });
    const crowdPlans = await t.db
      .insert(plans)
      .values(crowd.map(({ id }) => ({ clientId: id })))
      .returning({ id: plans.id, clientId: plans.clientId });
    await t.db.insert(messages).values(
      crowdPlans.map((p, i) => ({
        clientId: p.clientId,
        planId: p.id,
        isCoach: false,
        message: 'Hello?',
        sent: new Date(Date.now() - 200 * hour + i * 1000),
      })),
    );
    const data = await queue(admin);
    expect(data.totals).toMatchObject({
      registrations: before.registrations + 101,
      first_chats_overdue: before.first_chats_overdue + 60,
      unanswered: before.unanswered + 101,
    });
    expect(data.registrations).toHaveLength(100);
    expect(data.unanswered).toHaveLength(100);
    const ids = crowd.map(({ id }) => id);
    // Oldest first: the crowd's messages have waited longest, so all but the last are listed.
    expect(data.unanswered.map((r: { client_id: number }) => r.client_id)).toEqual(ids.slice(0, 100));
    const registered = data.registrations.map((r: { registered_at: string }) => r.registered_at);
    expect(registered).toEqual([...registered].sort());
    const coachTotals = (await queue(coach)).totals;
    expect(coachTotals.unanswered).toBeGreaterThanOrEqual(101);
  });
});
