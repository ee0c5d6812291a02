import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { MessageAttachment } from '../../db/schema.ts';
import type { OutboxChannel } from './queue-message.ts';

export type Delivered = {
  id: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  body: string;
  attachments: MessageAttachment[] | null;
  createdAt: Date;
};
export type Sender = (message: Delivered) => Promise<void>;
/** A sender and the channels it can send: rows of other channels are left for another process or /dev/mail. */
export type OutboxSender = { channels: OutboxChannel[]; send: Sender };

const MAX_ATTEMPTS = 8;
const BATCH = 20;
/** Longer than any one send takes: a message whose worker died is sent again after this. */
const LEASE = '2 minutes';

type Claimed = Omit<Delivered, 'createdAt'> & { attempts: number; created_at: string | Date };

/** Claims the next due row with a lease, in one short statement; null when none is due. */
async function claimNext(db: Db, channels: OutboxChannel[]): Promise<Claimed | null> {
  const [row] = await queryRows<Claimed>(
    db,
    sql`
    update outbox set next_attempt_at = now() + ${LEASE}::interval, attempts = attempts + 1
    where id = (
      select id from outbox where status = 'pending' and next_attempt_at <= now()
        and channel in (${sql.join(
          channels.map((channel) => sql`${channel}`),
          sql`, `,
        )})
      order by id limit 1 for update skip locked)
    returning id, channel, recipient, subject, body, attachments, attempts, created_at`,
  );
  return row ?? null;
}

/**
 * Sends up to BATCH due messages one at a time: each is claimed with a lease (so several workers
 * never send the same one) and marked sent as soon as its send succeeds, so a crash repeats at most
 * the message in flight, after its lease. Backs off exponentially (30 s, 1 min, 2 min, ...) and
 * gives up after MAX_ATTEMPTS. A sent or abandoned message keeps its metadata only: the body may
 * hold a live link.
 */
export async function deliverDue(db: Db, { channels, send }: OutboxSender): Promise<number> {
  let count = 0;
  for (; count < BATCH; count++) {
    const claimed = await claimNext(db, channels);
    if (!claimed) break;
    const { attempts, created_at, ...message } = claimed;
    try {
      await send({ ...message, body: message.body ?? '', createdAt: new Date(created_at) });
      await db.execute(sql`
        update outbox set status = 'sent', sent_at = now(), body = null, attachments = null, last_error = null
        where id = ${message.id}`);
    } catch (error) {
      const failed = attempts >= MAX_ATTEMPTS;
      const delay = `${30 * 2 ** (attempts - 1)} seconds`;
      await db.execute(sql`
        update outbox set status = ${failed ? 'failed' : 'pending'}, last_error = ${String(error).slice(0, 500)},
          next_attempt_at = now() + ${delay}::interval, body = case when ${failed} then null else body end
        where id = ${message.id}`);
    }
  }
  return count;
}
