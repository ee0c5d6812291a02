import { OPTION } from '@coaching/shared/constants';
import { addDays, todayIso } from '@coaching/shared/rules/dates';
import { FOLLOW_UP_SEND_TEXT } from '@coaching/shared/rules/follow-up-send';
import { formatRescheduleDate, timeFromLabel } from '@coaching/shared/rules/reschedule-window';
import { isSessionDay } from '@coaching/shared/rules/session-days';
import { and, eq, notLike, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/load-config.ts';
import { clients, notifications, outbox, reminderSettings } from '../../db/schema.ts';
import { staffWorld } from '../../test/staff-world.ts';
import type { TestApp } from '../../test/test-app.ts';
import { runScheduler } from '../scheduler/run-scheduler.ts';

const env = { NOTIFY_API_KEY: 'test-key' };
const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000', ...env });
const MOBILE = '07700 900123';

let t: TestApp;
let coach: Record<string, string>;
let client: Record<string, string>;
let demoId: number;
let email: string;

function weekdayIn(days: number): string {
  let day = addDays(todayIso(), days);
  while (!isSessionDay(day)) day = addDays(day, 1);
  return day;
}

beforeAll(async () => {
  ({ t, coach, client, demoId } = await staffWorld(env));
  const [row] = await t.db
    .update(clients)
    .set({ phoneNumber: MOBILE })
    .where(eq(clients.id, demoId))
    .returning({ email: clients.email });
  email = row?.email ?? '';
  // The seeded sessions' own confirmations and reminders, out of the way.
  await runScheduler(t.db, config);
});
afterAll(() => t.close());

/** Every message to the demo client but the reminders, after the scheduler has had its turn too. */
async function messages() {
  await runScheduler(t.db, config);
  return t.db
    .select({ channel: outbox.channel, subject: outbox.subject, attachments: outbox.attachments })
    .from(outbox)
    .where(
      and(
        or(eq(outbox.recipient, email), eq(outbox.recipient, MOBILE)),
        notLike(outbox.subject, 'Reminder%'),
      ),
    )
    .orderBy(outbox.id);
}

const staff = (method: 'POST' | 'PUT', path: string, payload: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api/staff/clients/${demoId}/${path}`, headers: coach, payload });

describe('one message per booking, move or cancellation (issue 29)', () => {
  let sessionId = 0;

  it('books with one e-mail naming the session type, with the calendar file', async () => {
    await t.db.delete(outbox);
    const day = weekdayIn(30);
    const res = await staff('POST', 'sessions', { type: 'check-in', due_date: day, time: 'morning' });
    expect(res.statusCode).toBe(200);
    sessionId = res.json().data.find((s: { due_date: string }) => s.due_date === day).id;
    const sent = await messages();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.channel).toBe('email');
    expect(sent[0]?.subject).toMatch(/^Your check-in is booked/);
    expect(sent[0]?.attachments?.[0]?.filename).toMatch(/\.ics$/);
    const bell = await t.db.select().from(notifications).where(eq(notifications.objectId, sessionId));
    expect(bell.map((n) => n.title)).toEqual([expect.stringMatching(/^Check-in booked/)]);
  });

  it('moves with one more, and a second scheduler pass adds none', async () => {
    const res = await staff('PUT', `sessions/${sessionId}`, { due_date: weekdayIn(31), time: 'lunch' });
    expect(res.statusCode).toBe(200);
    const sent = await messages();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.subject).toMatch(/^Your check-in has moved/);
    expect(await messages()).toHaveLength(2);
  });

  it('cancels with one more', async () => {
    const res = await staff('PUT', `sessions/${sessionId}/status`, { status: 'cancelled' });
    expect(res.statusCode).toBe(200);
    const sent = await messages();
    expect(sent).toHaveLength(3);
    expect(sent[2]?.subject).toMatch(/^Your check-in on .* is cancelled/);
  });

  it('books a cancelled session again with one more, told as a booking', async () => {
    const res = await staff('PUT', `sessions/${sessionId}/status`, { status: 'due' });
    expect(res.statusCode).toBe(200);
    const sent = await messages();
    expect(sent).toHaveLength(4);
    expect(sent[3]?.subject).toMatch(/^Your check-in is booked/);
    const bell = await t.db.select().from(notifications).where(eq(notifications.objectId, sessionId));
    expect(bell.at(-1)?.title).toMatch(/^Check-in booked/);
  });

  it('moves back to the day and band it first had with one more', async () => {
    const res = await staff('PUT', `sessions/${sessionId}`, { due_date: weekdayIn(30), time: 'morning' });
    expect(res.statusCode).toBe(200);
    const sent = await messages();
    expect(sent).toHaveLength(5);
    expect(sent[4]?.subject).toMatch(/^Your check-in has moved/);
    expect(await messages()).toHaveLength(5);
  });

  it('texts a client who chose texts, and sends nothing where both reminder channels are off', async () => {
    await t.db.delete(outbox);
    await t.db.update(clients).set({ contactMethod: OPTION.contactText }).where(eq(clients.id, demoId));
    await t.db.insert(reminderSettings).values({ clientId: demoId, email: true, sms: true });
    await staff('POST', 'sessions', { type: 'coaching', due_date: weekdayIn(32), time: 'morning' });
    const texted = await messages();
    expect(texted.map((m) => [m.channel, m.subject])).toEqual([
      ['sms', expect.stringMatching(/coaching session is booked/)],
    ]);
    await t.db
      .update(reminderSettings)
      .set({ email: false, sms: false })
      .where(eq(reminderSettings.clientId, demoId));
    await staff('POST', 'sessions', { type: 'coaching', due_date: weekdayIn(33), time: 'morning' });
    expect(await messages()).toHaveLength(1);
  });

  it('confirms a move the client makes themselves once, from the scheduler', async () => {
    await t.db.delete(outbox);
    await t.db
      .update(reminderSettings)
      .set({ email: true, sms: false })
      .where(eq(reminderSettings.clientId, demoId));
    const mine = (await t.app.inject({ method: 'GET', url: '/api/mlw/sessions', headers: client })).json()
      .data as Array<{ id: number; status: string; type: string }>;
    const due = mine.find((s) => s.status === 'due' && s.type === 'coaching');
    if (!due) throw new Error('no upcoming session');
    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/mlw/calendar/timeslots/${due.id}`,
      headers: client,
    });
    const { dates, times } = slots.json().data as { dates: string[]; times: Record<string, string[]> };
    const day = dates[0] ?? '';
    const date = formatRescheduleDate(day, timeFromLabel(times[day]?.[0] ?? '') ?? 'morning');
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/mlw/sessions/${due.id}`,
      headers: client,
      payload: { taskId: due.id, date },
    });
    expect(moved.statusCode).toBe(200);
    expect((await messages()).map((m) => m.subject)).toEqual([expect.stringMatching(/has moved/)]);
    expect(await messages()).toHaveLength(1);
  });
});

describe('a follow-up link by text (issue 29)', () => {
  const send = (payload: Record<string, unknown>) => staff('POST', 'follow-up', payload);

  it('goes by text to a mobile, and is refused for a landline with the reason, offering e-mail', async () => {
    await t.db.delete(outbox);
    const texted = await send({ reminder_type: 'text', confirm_resend: true });
    expect(texted.json().data.reminder_type).toBe('text');
    expect((await t.db.select({ channel: outbox.channel }).from(outbox)).map((m) => m.channel)).toEqual([
      'sms',
    ]);
    await t.db.update(clients).set({ phoneNumber: '01305 000000' }).where(eq(clients.id, demoId));
    const refused = await send({ reminder_type: 'text', confirm_resend: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.reminder_type).toEqual([FOLLOW_UP_SEND_TEXT.noMobile]);
    expect(await t.db.select().from(outbox)).toHaveLength(1);
  });
});
