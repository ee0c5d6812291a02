import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { MessageAttachment } from '../../db/schema.ts';

export type Delivered = {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  attachments: MessageAttachment[] | null;
};
export type Sender = (message: Delivered) => Promise<void>;

const MAX_ATTEMPTS = 8;
const BATCH = 20;

/**
 * Claims due rows with SKIP LOCKED so several workers never send the same message, and backs off
 * exponentially (30 s, 1 min, 2 min, ...) before giving up after MAX_ATTEMPTS.
 */
export async function deliverDue(db: Db, send: Sender): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await queryRows<Delivered & { attempts: number }>(
      tx,
      sql`
      select id, channel, recipient, subject, body, attachments, attempts from outbox
      where status = 'pending' and next_attempt_at <= now()
      order by id limit ${BATCH} for update skip locked`,
    );
    for (const message of due) {
      try {
        await send(message);
        await tx.execute(
          sql`update outbox set status = 'sent', sent_at = now(), attempts = attempts + 1 where id = ${message.id}`,
        );
      } catch (error) {
        const attempts = message.attempts + 1;
        const status = attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
        const delay = `${30 * 2 ** (attempts - 1)} seconds`;
        await tx.execute(sql`
          update outbox set attempts = ${attempts}, status = ${status}, last_error = ${String(error).slice(0, 500)},
            next_attempt_at = now() + ${delay}::interval
          where id = ${message.id}`);
      }
    }
    return due.length;
  });
}
