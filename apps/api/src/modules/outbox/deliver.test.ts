import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox } from '../../../../../test-support/mailbox.ts';
import { loadConfig } from '../../config/load-config.ts';
import { clients, outbox } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deliverDue } from './deliver.ts';
import { queueEmail, queueMessage } from './queue-message.ts';
import { createSender } from './senders.ts';

let t: TestApp;
let clientId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [client] = await t.db.select({ id: clients.id }).from(clients).limit(1);
  clientId = client?.id ?? 0;
});
afterAll(() => t.close());

describe('e-mail outbox', () => {
  it('delivers a queued e-mail over SMTP and marks it sent', async () => {
    const smtp = await startMailbox();
    await queueEmail(
      t.db,
      clientId,
      'someone@example.com',
      'Hello there',
      'Your link: http://localhost:3000/x',
    );
    const send = createSender(loadConfig({ SMTP_URL: smtp.url }), t.db);
    expect(await deliverDue(t.db, send)).toBeGreaterThanOrEqual(1);
    expect(smtp.mails).toContainEqual(
      expect.objectContaining({ to: 'someone@example.com', subject: 'Hello there' }),
    );
    const rows = await t.db.select().from(outbox).where(eq(outbox.recipient, 'someone@example.com'));
    expect(rows.map((r) => r.status)).toEqual(['sent']);
    expect(rows[0]?.body, 'the sent body (and any link in it) is not kept').toBeNull();
    const [mail] = smtp.mails.filter((m) => m.to.includes('someone@example.com'));
    expect(mail?.raw).toMatch(new RegExp(`^Message-ID: <outbox-${rows[0]?.id}-\\d+@localhost>`, 'im'));
    expect(await deliverDue(t.db, send)).toBe(0);
    await smtp.close();
  });

  it('keeps a message for a later retry when the server refuses it', async () => {
    const smtp = await startMailbox({ refuse: 'mailbox unavailable' });
    await queueEmail(t.db, clientId, 'retry@example.com', 'Try again', 'body');
    const send = createSender(loadConfig({ SMTP_URL: smtp.url }), t.db);
    await deliverDue(t.db, send);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'retry@example.com'));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toContain('mailbox unavailable');
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await smtp.close();
  });

  it('sends only pushes without SMTP_URL or NOTIFY_API_KEY: the development mailbox keeps the rest', async () => {
    const sender = createSender(loadConfig({}), t.db);
    expect(sender.channels).toEqual(['push']);
    await queueEmail(t.db, clientId, 'kept@example.com', 'For the mailbox', 'body');
    await queueMessage(t.db, clientId, {
      channel: 'sms',
      recipient: '07700900123',
      subject: 'Text',
      body: 'body',
    });
    expect(await deliverDue(t.db, sender)).toBe(0);
    const rows = await t.db
      .select()
      .from(outbox)
      .where(inArray(outbox.recipient, ['kept@example.com', '07700900123']));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ]);
  });
});
