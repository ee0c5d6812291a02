import { OPTION } from '@coaching/shared/constants';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/load-config.ts';
import {
  clients,
  outbox,
  pushSubscriptions,
  reminderSettings,
  selfLogEntries,
  selfLogReminders,
} from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { runScheduler } from './run-scheduler.ts';

const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000' });

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['idle', 'logger', 'phone', 'silent']) {
    const [row] = await t.db
      .insert(clients)
      .values({
        firstName: name,
        lastName: 'Test',
        email: `${name}@log-reminder.example`,
        dob: '1980-01-01',
        postcode: 'DT1 1AA',
        phoneNumber: '01305 000000',
        contactMethod: OPTION.contactEmail,
        pathways: ['move-more'],
      })
      .returning({ id: clients.id });
    ids[name] = row?.id ?? 0;
  }
  // Idle and the logger want a reminder on Wednesdays in the evening (from 17:00 London time).
  await t.db
    .insert(selfLogReminders)
    .values(
      [ids.idle, ids.logger].map((clientId) => ({ clientId: clientId ?? 0, weekday: 3, band: 'evening' })),
    );
  // The logger records on Monday 7 December; nobody records the week after.
  await t.db.insert(selfLogEntries).values({
    clientId: ids.logger ?? 0,
    measure: 'activity',
    day: '2026-12-07',
    value: 30,
    unit: 'minutes',
  });
});
afterAll(() => t.close());

/** A phone with notifications on; port 9 refuses, so nothing leaves this machine. */
const addDevice = (clientId: number) =>
  t.db.insert(pushSubscriptions).values({
    clientId,
    endpoint: `https://127.0.0.1:9/push/${clientId}`,
    p256dh: 'B'.repeat(87),
    auth: 'a'.repeat(22),
    device: 'Chrome on Android',
  });
const queuedFor = (clientId: number) =>
  t.db
    .select({ channel: outbox.channel, body: outbox.body })
    .from(outbox)
    .where(eq(outbox.clientId, clientId));

const reminders = async () =>
  (
    await t.db
      .select()
      .from(outbox)
      .where(inArray(outbox.recipient, ['idle@log-reminder.example', 'logger@log-reminder.example']))
  ).map((m) => m.recipient.split('@')[0]);

describe('the weekly reminder to record, at simulated dates', () => {
  it('is sent once on the chosen day and band, only to whoever has recorded nothing that week', async () => {
    await runScheduler(t.db, config, new Date('2026-12-09T16:59:00Z'));
    expect(await reminders()).toEqual([]);
    await runScheduler(t.db, config, new Date('2026-12-09T17:00:00Z'));
    expect(await reminders()).toEqual(['idle']);
    await runScheduler(t.db, config, new Date('2026-12-09T18:00:00Z'));
    await runScheduler(t.db, config, new Date('2026-12-10T17:00:00Z'));
    expect(await reminders()).toEqual(['idle']);
    const [message] = await t.db
      .select()
      .from(outbox)
      .where(inArray(outbox.recipient, ['idle@log-reminder.example']));
    expect(message?.body).toContain('http://localhost:3000/account?stop=log-reminder#log-reminder');
  });

  it('comes again the next week for each client with nothing recorded, and not after it is turned off', async () => {
    await runScheduler(t.db, config, new Date('2026-12-16T17:05:00Z'));
    expect((await reminders()).sort()).toEqual(['idle', 'idle', 'logger']);
    await t.db.delete(selfLogReminders);
    await runScheduler(t.db, config, new Date('2026-12-23T17:05:00Z'));
    expect(await reminders()).toHaveLength(3);
  });

  it('is pushed to the phone that has notifications on, unless both reminder channels are off', async () => {
    const phone = ids.phone ?? 0;
    const silent = ids.silent ?? 0;
    await addDevice(phone);
    await addDevice(silent);
    await t.db.insert(reminderSettings).values({ clientId: silent, email: false, sms: false });
    await t.db.insert(selfLogReminders).values([
      { clientId: phone, weekday: 1, band: 'morning' },
      { clientId: silent, weekday: 1, band: 'morning' },
    ]);
    // Monday 29 March 2027, the day after the clocks went forward: 09:00 London is 08:00 UTC.
    await runScheduler(t.db, config, new Date('2027-03-29T07:59:00Z'));
    expect(await queuedFor(phone)).toEqual([]);
    await runScheduler(t.db, config, new Date('2027-03-29T08:00:00Z'));
    const queued = await queuedFor(phone);
    expect(queued.map((m) => m.channel).sort()).toEqual(['email', 'push']);
    expect(JSON.parse(queued.find((m) => m.channel === 'push')?.body ?? '{}')).toEqual({
      title: 'Live Well Coaching',
      body: 'A few seconds to record your week',
      url: '/',
      tag: 'log-reminder',
    });
    expect(await queuedFor(silent)).toEqual([]);
  });
});
