import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessments, messages, plans } from '../../db/schema.ts';
import { addClient } from '../../test/staff-fixtures.ts';
import { staffWorld } from '../../test/staff-world.ts';
import { logIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let otherCoach: Record<string, string>;
let demoId: number;
let coachId: number;
let noPlanId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  ({ t, coach, otherCoach, demoId, coachId, noPlanId } = await staffWorld());
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
      phone_number: '07700 900123',
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
});
