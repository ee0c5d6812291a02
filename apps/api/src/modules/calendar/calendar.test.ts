import { todayIso } from '@coaching/shared/rules/dates';
import { longDate } from '@coaching/shared/rules/day-names';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailbox, startMailbox } from '../../../../../test-support/mailbox.ts';
import { loadConfig } from '../../config/load-config.ts';
import { clients, sessions } from '../../db/schema.ts';
import { weekdayAfter } from '../../test/session-fixtures.ts';
import { createTestApp, DEMO_CLIENT, DEMO_NO_PLAN, logIn, type TestApp } from '../../test/test-app.ts';
import { deliverDue } from '../outbox/deliver.ts';
import { createSender } from '../outbox/senders.ts';
import { runScheduler } from '../scheduler/run-scheduler.ts';

let t: TestApp;
let mailbox: Mailbox;
let client: Record<string, string>;
let other: Record<string, string>;
let clientId: number;
beforeAll(async () => {
  t = await createTestApp();
  mailbox = await startMailbox();
  [client, other] = await Promise.all([logIn(t.app), logIn(t.app, DEMO_NO_PLAN)]);
  const [row] = await t.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.email, DEMO_CLIENT.email));
  clientId = row?.id ?? 0;
});
afterAll(async () => {
  await mailbox.close();
  await t.close();
});

function parseEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no event');
  const event = new ICAL.Event(vevent);
  return {
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status')),
    tzid: event.startDate.zone?.tzid,
    localStart: event.startDate.toString(),
    utcStart: event.startDate.toJSDate().toISOString(),
    utcEnd: event.endDate.toJSDate().toISOString(),
  };
}

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const ics = (id: number, headers = client) =>
  t.app.inject({ method: 'GET', url: `/api/mlw/sessions/${id}/calendar.ics`, headers });

describe('a session as a calendar file', () => {
  it('keeps its UID, raises SEQUENCE on each change, and stays at 9am London across the clock change', async () => {
    // The clocks go forward on Sunday 28 March 2027: Friday is GMT, Monday is BST.
    const [session] = await t.db
      .insert(sessions)
      .values({ clientId, type: 'coaching', dueDate: '2027-03-26', time: 'morning' })
      .returning({ id: sessions.id });
    if (!session) throw new Error('session not added');

    const booked = await ics(session.id);
    expect(booked.statusCode).toBe(200);
    expect(booked.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const first = parseEvent(booked.body);
    expect(first).toMatchObject({
      uid: `session-${session.id}@localhost`,
      status: 'CONFIRMED',
      tzid: 'Europe/London',
      localStart: '2027-03-26T09:00:00',
      utcStart: '2027-03-26T09:00:00.000Z',
      utcEnd: '2027-03-26T12:00:00.000Z',
    });

    await t.db
      .update(sessions)
      .set({ dueDate: '2027-03-29', updatedAt: later(5) })
      .where(eq(sessions.id, session.id));
    const moved = parseEvent((await ics(session.id)).body);
    expect(moved).toMatchObject({
      uid: first.uid,
      localStart: '2027-03-29T09:00:00',
      utcStart: '2027-03-29T08:00:00.000Z',
    });
    expect(moved.sequence).toBeGreaterThan(first.sequence);

    await t.db
      .update(sessions)
      .set({ status: 'cancelled', updatedAt: later(10) })
      .where(eq(sessions.id, session.id));
    const cancelled = parseEvent((await ics(session.id)).body);
    expect(cancelled).toMatchObject({ uid: first.uid, status: 'CANCELLED' });
    expect(cancelled.sequence).toBeGreaterThan(moved.sequence);
  });

  it('is not found for another client', async () => {
    const [session] = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.clientId, clientId))
      .limit(1);
    expect((await ics(session?.id ?? 0, other)).statusCode).toBe(404);
    expect((await ics(0)).statusCode).toBe(400);
  });

  it('is attached once to the booking e-mail and once to the moving e-mail', async () => {
    const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000' });
    // Weeks ahead of whatever today is: a fixed date would pass, and the scheduler announces only sessions to come.
    const bookedFor = weekdayAfter(todayIso(), 30);
    const movedTo = weekdayAfter(bookedFor, 1);
    const [session] = await t.db
      .insert(sessions)
      .values({ clientId, type: 'check-in', dueDate: bookedFor, time: 'afternoon' })
      .returning({ id: sessions.id });
    if (!session) throw new Error('session not added');
    const send = createSender(loadConfig({ SMTP_URL: mailbox.url }), t.db);
    const runTwiceAndDeliver = async () => {
      await Promise.all([runScheduler(t.db, config), runScheduler(t.db, config)]);
      while ((await deliverDue(t.db, send)) > 0) {}
    };
    await runTwiceAndDeliver();
    await t.db
      .update(sessions)
      .set({ dueDate: movedTo, updatedAt: later(1) })
      .where(eq(sessions.id, session.id));
    await runTwiceAndDeliver();
    await runTwiceAndDeliver();

    const subjects = [
      `Your check-in is booked for ${longDate(bookedFor)}`,
      `Your check-in has moved to ${longDate(movedTo)}`,
    ];
    const about = mailbox.mails.filter((m) => subjects.includes(m.subject)).map((m) => m.subject);
    expect(about).toEqual(subjects);
    const movedMail = mailbox.mails.find((m) => m.subject.startsWith('Your check-in has moved'));
    expect(movedMail?.text).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(movedMail?.text).toContain(`filename=session-${movedTo}.ics`);
  });
});
