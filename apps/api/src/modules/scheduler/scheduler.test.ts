import { OPTION } from '@coaching/shared/constants';
import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Mailbox, startMailbox } from '../../../../../test-support/mailbox.ts';
import { loadConfig } from '../../config/load-config.ts';
import type { Db } from '../../db/client.ts';
import {
  assessments,
  clients,
  outbox,
  pushSubscriptions,
  reminderSettings,
  scheduledSends,
  sessions,
} from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deliverDue } from '../outbox/deliver.ts';
import { createSender } from '../outbox/senders.ts';
import { runScheduler } from './run-scheduler.ts';

const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000', NOTIFY_API_KEY: 'test-key' });

let t: TestApp;
let mailbox: Mailbox;
beforeAll(async () => {
  t = await createTestApp();
  mailbox = await startMailbox();
});
afterAll(async () => {
  await mailbox.close();
  await t.close();
});

async function addClient(
  name: string,
  extra: Partial<typeof clients.$inferInsert> = {},
): Promise<{ id: number; email: string }> {
  const email = `${name}@scheduler.example`;
  const [row] = await t.db
    .insert(clients)
    .values({
      firstName: name,
      lastName: 'Test',
      email,
      dob: '1980-01-01',
      postcode: 'DT1 1AA',
      phoneNumber: '01305 000000',
      contactMethod: OPTION.contactEmail,
      ...extra,
    })
    .returning({ id: clients.id });
  if (!row) throw new Error('client not added');
  // First check on Monday 31 August 2026 at 10:00 London time: 3 months is Monday 30 November.
  await t.db.insert(assessments).values({
    clientId: row.id,
    kind: 'new',
    answers: {},
    stats: { bmi: 30, activity: 60, smoking: 0, alcohol: 10 },
    messages: {},
    createdAt: new Date('2026-08-31T09:00:00Z'),
  });
  return { id: row.id, email };
}

/** A worker whose process dies after doing an item's work but before it commits. */
function killedMidRun(db: Db): Db {
  const dying = Object.create(db) as Db;
  dying.transaction = ((work: Parameters<Db['transaction']>[0]) =>
    db.transaction(async (tx) => {
      await work(tx);
      throw new Error('process killed');
    })) as Db['transaction'];
  return dying;
}

// Around each moment that matters: the invitation day (also the day before the session), the
// session morning, the reminder a week later, and days after.
const CLOCK = [
  '2026-11-29T12:00:00Z',
  '2026-11-30T08:59:00Z',
  '2026-11-30T09:00:00Z',
  '2026-11-30T09:30:00Z',
  '2026-11-30T10:00:00Z',
  '2026-11-30T15:00:00Z',
  '2026-12-01T07:59:00Z',
  '2026-12-01T08:00:00Z',
  '2026-12-01T08:30:00Z',
  '2026-12-04T09:00:00Z',
  '2026-12-07T09:00:00Z',
  '2026-12-07T09:01:00Z',
  '2026-12-09T09:00:00Z',
  '2026-12-20T09:00:00Z',
];

describe('scheduler with two workers and a simulated clock', () => {
  it('sends each invitation and reminder once, though one worker is killed mid-run each time', async () => {
    const emma = await addClient('emma');
    const tom = await addClient('tom', { contactMethod: OPTION.contactText, phoneNumber: '07700 900123' });
    const closing = await addClient('closing', { closureRequestedAt: new Date('2026-11-01T10:00:00Z') });
    const quiet = await addClient('quiet');
    await t.db.insert(reminderSettings).values({ clientId: quiet.id, email: false, sms: false });
    for (const who of [emma, tom, closing, quiet]) {
      await t.db
        .insert(sessions)
        // Booked weeks before the simulated clock, whatever the real date: a session changed in the two
        // days before a pass also gets its booking message, which this test is not about.
        .values({
          clientId: who.id,
          type: 'coaching',
          dueDate: '2026-12-01',
          time: 'morning',
          createdAt: new Date('2026-11-02T10:00:00Z'),
          updatedAt: new Date('2026-11-02T10:00:00Z'),
        });
    }
    const devices: Record<string, number> = {};
    for (const who of [emma, quiet]) {
      const [device] = await t.db
        .insert(pushSubscriptions)
        .values({
          clientId: who.id,
          // Port 9 refuses: the delivery below must not reach out of this machine.
          endpoint: `https://127.0.0.1:9/push/${who.id}`,
          p256dh: 'B'.repeat(87),
          auth: 'a'.repeat(22),
          device: 'Chrome on Android',
        })
        .returning({ id: pushSubscriptions.id });
      devices[who.email] = device?.id ?? 0;
    }

    const killedErrors: unknown[] = [];
    for (const iso of CLOCK) {
      const now = new Date(iso);
      await runScheduler(killedMidRun(t.db), config, now, (e) => killedErrors.push(e));
      await Promise.all([runScheduler(t.db, config, now), runScheduler(t.db, config, now)]);
    }
    expect(killedErrors.length).toBeGreaterThan(0);

    const send = createSender(loadConfig({ SMTP_URL: mailbox.url }), t.db);
    while ((await deliverDue(t.db, send)) > 0) {}

    const subjects = (email: string) =>
      mailbox.mails
        .filter((m) => m.to === email)
        .map((m) => m.subject)
        .sort();
    expect(subjects(emma.email)).toEqual([
      'Reminder: your coaching session on Tuesday 1 December 2026',
      'Reminder: your follow-up health check with Live Well Coaching',
      'Your follow-up health check with Live Well Coaching',
    ]);
    expect(subjects(closing.email)).toEqual([]);
    expect(subjects(quiet.email)).toEqual([]);
    expect(subjects(tom.email)).toEqual([]);

    const texts = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, '07700 900123'))
      .orderBy(outbox.id);
    expect(texts.map((m) => (m.body ?? '').replace(/h=[^&\s]+/, 'h=…'))).toEqual([
      expect.stringContaining("it's time for your quick health check"),
      expect.stringContaining('your coaching session is Tuesday 1 December 2026, Morning (09:00 to 12:00)'),
      expect.stringContaining('your coaching session is today, Morning (09:00 to 12:00)'),
      expect.stringContaining("a reminder that it's time for your quick health check"),
    ]);

    const invitation = mailbox.mails.find(
      (m) => m.to === emma.email && m.subject.startsWith('Your follow-up'),
    );
    expect(invitation?.text).toMatch(/http:\/\/localhost:3000\/assessment\?h=[\w-]+&reminder_type=email/);
    // Emma's are all reminders; the demo world's own sessions, booked at the real date, may also get a
    // booking message here (a confirmation, not a reminder) once the real date nears the simulated one.
    for (const mail of mailbox.mails.filter((m) => m.to === emma.email))
      expect(mail.text).toContain('http://localhost:3000/account#reminders');
    for (const text of texts)
      expect(text.body).toContain('Stop reminders: http://localhost:3000/account#reminders');

    // Pushes go with them, once each, saying nothing personal; none for a client who turned reminders off.
    const pushes = async (email: string) =>
      (
        await t.db
          .select()
          .from(outbox)
          .where(eq(outbox.recipient, String(devices[email])))
          .orderBy(outbox.id)
      ).map((m) => m.subject);
    expect(await pushes(emma.email)).toEqual([
      'It is time for your quick health check',
      'Your coaching call is tomorrow morning',
      'Your coaching call is this morning',
      'Your quick health check is still waiting for you',
    ]);
    expect(await pushes(quiet.email)).toEqual([]);

    // The quiet client's turns are recorded with no channel, so the coach's list still shows the check.
    const quietSends = await t.db.select().from(scheduledSends).where(eq(scheduledSends.clientId, quiet.id));
    expect(quietSends.map((s) => [s.kind, s.channel]).sort()).toEqual([
      ['follow-up-invitation', null],
      ['follow-up-reminder', null],
      ['session-day-before', null],
      ['session-hour-before', null],
    ]);
  });
});

describe('a scheduler pass at scale', () => {
  it('opens a transaction only for a client or session owed a message, so a pass with nothing owed opens none', async () => {
    const booked = await addClient('booked');
    await t.db
      .insert(sessions)
      .values({ clientId: booked.id, type: 'coaching', dueDate: addDays(todayIso(), 3), time: 'evening' });
    const transactions = vi.spyOn(t.db, 'transaction');
    const now = new Date();
    expect(await runScheduler(t.db, config, now)).toBeGreaterThan(0);
    expect(transactions.mock.calls.length).toBeGreaterThan(0);
    transactions.mockClear();
    expect(await runScheduler(t.db, config, now)).toBe(0);
    expect(transactions).not.toHaveBeenCalled();
    transactions.mockRestore();
  });
});
