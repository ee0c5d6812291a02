import { OPTION } from '@coaching/shared/constants';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/load-config.ts';
import { clients, outbox, selfLogEntries, selfLogReminders } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { runScheduler } from './run-scheduler.ts';

const config = loadConfig({ PUBLIC_URL: 'http://localhost:3000' });

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['idle', 'logger']) {
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
  // Both want a reminder on Wednesdays in the evening (from 17:00 London time).
  await t.db
    .insert(selfLogReminders)
    .values(Object.values(ids).map((clientId) => ({ clientId, weekday: 3, band: 'evening' })));
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
});
