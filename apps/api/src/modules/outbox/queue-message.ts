import type { Executor } from '../../db/client.ts';
import { type MessageAttachment, outbox } from '../../db/schema.ts';

export type OutboxChannel = (typeof outbox.$inferInsert)['channel'];

export type OutgoingMessage = {
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  attachments?: MessageAttachment[];
  /** When the retention pass removes it, once sent or given up on (outbox.remove_after). */
  removeAfter?: Date;
};

/**
 * Call inside the transaction that causes the message, so both commit or neither does. The client it
 * is for is named, not inferred from the address: a phone number can be shared or change hands.
 */
export async function queueMessage(tx: Executor, clientId: number, message: OutgoingMessage): Promise<void> {
  await tx.insert(outbox).values({ clientId, ...message });
}

export function queueEmail(
  tx: Executor,
  clientId: number,
  recipient: string,
  subject: string,
  body: string,
  removeAfter?: Date,
): Promise<void> {
  return queueMessage(tx, clientId, { channel: 'email', recipient, subject, body, removeAfter });
}
