import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../db/client.ts';
import type { Subject } from '../../db/client-data/rules.ts';
import { outbox } from '../../db/schema.ts';
import { fillClientData } from '../../test/fill-client-data.ts';
import { freshDatabase } from '../../test/test-database.ts';
import { CLOSURE_NOTICE_DAYS, closeClientAccount } from '../staff-closure/close-client-account.ts';
import { removeExpiredMessages } from './remove-expired-records.ts';

const DAY = 86_400_000;
let database: Database;
let subject: Subject;
let closedAt: Date;
beforeAll(async () => {
  database = await freshDatabase();
  ({ subject } = await fillClientData(database.db));
  const [admin] = await queryRows<{ id: number }>(database.db, sql`select min(id) as id from staff`);
  closedAt = await closeClientAccount(database.db, admin?.id ?? 0, subject.id, '0808 157 0192');
});
afterAll(() => database.close());

const recipients = async () =>
  (await database.db.select({ to: outbox.recipient }).from(outbox).orderBy(outbox.id)).map((row) => row.to);

describe('the closure confirmation e-mail', () => {
  it('keeps the address while it is unsent, and for the days after it was written, then removes it', async () => {
    const otherMessage = { channel: 'email' as const, recipient: 'someone@example.com', subject: 'Hello' };
    await database.db.insert(outbox).values({ ...otherMessage, status: 'sent', createdAt: new Date(0) });
    expect(await recipients()).toEqual([subject.email, 'someone@example.com']);

    const longAfter = new Date(closedAt.getTime() + (CLOSURE_NOTICE_DAYS + 1) * DAY);
    expect(await removeExpiredMessages(database.db, longAfter), 'not sent yet').toBe(0);

    await database.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.clientId, subject.id));
    const justBefore = new Date(closedAt.getTime() + CLOSURE_NOTICE_DAYS * DAY - 60_000);
    expect(await removeExpiredMessages(database.db, justBefore)).toBe(0);
    expect(await removeExpiredMessages(database.db, longAfter)).toBe(1);
    expect(await recipients(), 'only a closed account’s message goes').toEqual(['someone@example.com']);
  });
});
