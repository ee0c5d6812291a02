import type { Executor } from '../../db/client.ts';
import { type MessageAttachment, outbox } from '../../db/schema.ts';

export type OutboxChannel = (typeof outbox.$inferInsert)['channel'];

export type OutgoingMessage = {
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  attachments?: MessageAttachment[];
};

/** Call inside the transaction that causes the message, so both commit or neither does. */
export async function queueMessage(tx: Executor, message: OutgoingMessage): Promise<void> {
  await tx.insert(outbox).values(message);
}

export function queueEmail(tx: Executor, recipient: string, subject: string, body: string): Promise<void> {
  return queueMessage(tx, { channel: 'email', recipient, subject, body });
}
