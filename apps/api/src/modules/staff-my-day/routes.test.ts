import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actions,
  auditLog,
  clients,
  contactAttempts,
  messages,
  plans,
  sessionNotes,
  sessions,
} from '../../db/schema.ts';
import { runMigration } from '../../test/run-migration.ts';
import { addClient } from '../../test/staff-fixtures.ts';
import { addStaff, logInStaff } from '../../test/staff-login.ts';
import { createTestApp, DEMO_CLIENT, logIn, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let coach: Record<string, string>;
let otherCoach: Record<string, string>;
let demoId: number;
let coachId: number;
const DAY = 86_400_000;
type Row = { client_id: number; session_id?: number };

beforeAll(async () => {
  t = await createTestApp();
  const other = await addStaff(t.db, 'other.coach@example.com');
  [coach, otherCoach] = await Promise.all([logInStaff(t.app), logInStaff(t.app, other)]);
  const [row] = await t.db
    .select({ id: clients.id, coachId: clients.coachId })
    .from(clients)
    .where(eq(clients.email, DEMO_CLIENT.email));
  demoId = row?.id ?? 0;
  coachId = row?.coachId ?? 0;
});
afterAll(() => t.close());

const myDay = async (headers: Record<string, string>, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/staff/my-day${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('GET /api/staff/my-day', () => {
  it('lists today’s sessions in band order with how to reach the client and the last note', async () => {
    const today = todayIso();
    const [evening, morning] = await t.db
      .insert(sessions)
      .values([
        { clientId: demoId, coachId, type: 'coaching', dueDate: today, time: 'evening' },
        { clientId: demoId, coachId, type: 'check-in', dueDate: today, time: 'morning' },
      ])
      .returning({ id: sessions.id });
    const other = await addClient(t.db, { email: 'notes.elsewhere@example.com', coachId });
    const [elsewhere] = await t.db
      .insert(sessions)
      .values({ clientId: other, coachId, type: 'coaching', dueDate: today, time: 'lunch' })
      .returning({ id: sessions.id });
    await t.db.insert(sessionNotes).values([
      { clientId: demoId, sessionId: evening?.id ?? 0, note: 'Walks twice a week.', date: today },
      { clientId: demoId, sessionId: morning?.id ?? 0, note: 'An older note.', date: addDays(today, -7) },
      { clientId: other, sessionId: elsewhere?.id ?? 0, note: 'Another client.', date: addDays(today, 1) },
    ]);
    const rows = (await myDay(coach)).today_sessions.filter((r: Row) =>
      [evening?.id, morning?.id].includes(r.session_id),
    );
    expect(rows.map((r: Row) => r.session_id)).toEqual([morning?.id, evening?.id]);
    expect(rows[0]).toMatchObject({ first_name: 'Jo', status: 'due', last_note: 'Walks twice a week.' });
    expect(rows[1].last_note).toBe('Walks twice a week.');
    expect(rows[0].phone_mobile).toBeTruthy();
  });

  it('lists a missed session until another is booked or a call is logged', async () => {
    const id = await addClient(t.db, { email: 'missed@example.com', coachId });
    const [missed] = await t.db
      .insert(sessions)
      .values({
        clientId: id,
        coachId,
        type: 'coaching',
        dueDate: addDays(todayIso(), -3),
        time: 'lunch',
        status: 'missed',
      })
      .returning({ id: sessions.id });
    const listed = async () => (await myDay(coach)).missed_sessions.map((r: Row) => r.session_id);
    expect(await listed()).toContain(missed?.id);
    await t.db
      .insert(contactAttempts)
      .values({ clientId: id, staffId: coachId, channel: 'phone', outcome: 'no-answer' });
    expect(await listed()).not.toContain(missed?.id);
  });

  it('lists overdue actions of the coach’s clients, not those due today', async () => {
    const [late, now] = await t.db
      .insert(actions)
      .values([
        { clientId: demoId, title: 'Walk 10 minutes', description: 'x', dueDate: addDays(todayIso(), -2) },
        { clientId: demoId, title: 'Drink water', description: 'x', dueDate: todayIso() },
      ])
      .returning({ id: actions.id });
    const ids = (await myDay(coach)).overdue_actions.map((r: { action_id: number }) => r.action_id);
    expect(ids).toContain(late?.id);
    expect(ids).not.toContain(now?.id);
  });

  it('lists clients with no contact for 21 days, or the number of days asked for', async () => {
    const id = await addClient(t.db, { email: 'quiet@example.com', coachId });
    await t.db
      .update(clients)
      .set({ completedCalls: 1, createdAt: new Date(Date.now() - 30 * DAY) })
      .where(eq(clients.id, id));
    const quiet = async (query = '') =>
      (await myDay(coach, query)).quiet_clients.map((r: Row) => r.client_id);
    expect(await quiet()).toContain(id);
    expect(await quiet('?quiet_days=40')).not.toContain(id);
    await t.db
      .insert(contactAttempts)
      .values({ clientId: id, staffId: coachId, channel: 'phone', outcome: 'spoke' });
    expect(await quiet()).not.toContain(id);
  });

  it('lists a waiting message with how long it has waited until it is marked handled', async () => {
    const [plan] = await t.db.select({ id: plans.id }).from(plans).where(eq(plans.clientId, demoId));
    const sent = new Date(Date.now() - 5 * 3_600_000);
    await t.db.insert(messages).values([
      { clientId: demoId, planId: plan?.id ?? 0, isCoach: false, message: 'Thanks!', sent },
      { clientId: demoId, planId: plan?.id ?? 0, isCoach: false, message: 'See you Friday.' },
    ]);
    const row = (await myDay(coach)).unanswered.find((r: Row) => r.client_id === demoId);
    expect(row).toMatchObject({ preview: 'See you Friday.', waiting_since: sent.toISOString() });
    const url = `/api/staff/clients/${demoId}/messages/handled`;
    expect((await t.app.inject({ method: 'POST', url, headers: otherCoach })).statusCode).toBe(404);
    const handled = await t.app.inject({ method: 'POST', url, headers: coach });
    expect(handled.statusCode).toBe(200);
    expect((await myDay(coach)).unanswered.map((r: Row) => r.client_id)).not.toContain(demoId);
    const [audit] = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.clientId, demoId), eq(auditLog.action, 'marked messages handled')));
    expect(audit).toBeDefined();
  });

  it('shows another coach none of this coach’s work', async () => {
    const data = await myDay(otherCoach);
    for (const list of [
      'today_sessions',
      'missed_sessions',
      'overdue_actions',
      'quiet_clients',
      'unanswered',
    ]) {
      expect(
        data[list].map((r: Row) => r.client_id),
        list,
      ).not.toContain(demoId);
    }
  });

  it('is audited as a read without personal data', async () => {
    await myDay(coach);
    const rows = await t.db
      .select({ clientId: auditLog.clientId, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.action, 'viewed my day'));
    expect(rows.at(-1)).toEqual({ clientId: null, detail: 'GET /api/staff/my-day' });
  });

  it('refuses a bad number of days, clients and anonymous callers', async () => {
    for (const query of [
      '?quiet_days=abc',
      '?quiet_days=0',
      '?quiet_days=2.5',
      '?quiet_days=999',
      '?other=1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/staff/my-day${query}`, headers: coach });
      expect(res.statusCode, query).toBe(400);
    }
    const client = await logIn(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/staff/my-day', headers: client })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/my-day' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/staff/clients/${demoId}/messages/handled`,
          headers: client,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('migration 0015', () => {
  it('gives the notes already there their session’s client', async () => {
    await t.db.execute(sql`alter table session_notes drop column client_id`);
    await runMigration(t.db, '0015_session_notes_by_client');
    const notes = await t.db
      .select({ kept: sessionNotes.clientId, client: sessions.clientId })
      .from(sessionNotes)
      .innerJoin(sessions, eq(sessions.id, sessionNotes.sessionId));
    expect(notes.length).toBeGreaterThan(1);
    for (const note of notes) expect(note.kept).toBe(note.client);
  });
});
