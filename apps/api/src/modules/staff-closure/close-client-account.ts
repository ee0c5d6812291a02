import type { Db } from '../../db/client.ts';
import { eraseClientData } from '../../db/client-data/erase-client-data.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { queueEmail } from '../outbox/queue-message.ts';
import { recordAudit } from '../staff-audit/audit-repository.ts';
import { cancelUpcomingSessions } from '../staff-sessions/sessions-follow-client.ts';
import { findClosureRequest, markClosed } from './erase-client-repository.ts';

/** The audit log's action for a closure, written in the closure's transaction. */
const CLOSED_ACCOUNT = 'closed account';

/**
 * How long the closure confirmation, the one message a closed account keeps, keeps its address once
 * sent or given up on: long enough to answer "I was never told", after which the audit log's "closed
 * account" row is the record.
 */
export const CLOSURE_NOTICE_DAYS = 30;

export const NO_CLOSURE_REQUEST = 'This client has not asked to close their account';

/**
 * Actions a closure request: erases what the client-data register (db/client-data) marks erased and
 * keeps the rest (RETENTION.md),
 * which also ends every login, cancels the upcoming sessions (freeing the coach's diary), then tells the
 * person it is done, audited as done by `staffId`. One transaction: all or nothing.
 */
export async function closeClientAccount(
  db: Db,
  staffId: number,
  clientId: number,
  phone: string,
): Promise<Date> {
  return db.transaction(async (tx) => {
    const client = await findClosureRequest(tx, clientId);
    if (!client) throw notFound();
    if (!client.requestedAt) throw conflict(NO_CLOSURE_REQUEST);
    await eraseClientData(tx, client);
    await cancelUpcomingSessions(tx, clientId);
    const closedAt = await markClosed(tx, clientId);
    await recordAudit(tx, { staffId, clientId, action: CLOSED_ACCOUNT });
    await queueEmail(
      tx,
      clientId,
      client.email,
      'Your account has been closed',
      [
        `Hello ${client.firstName},`,
        '',
        'As you asked, we have closed your Live Well coaching account and deleted your personal details.',
        'You will not get any more messages from us.',
        '',
        `If you would like our help again, you are welcome to register at any time, or call us free on ${phone}.`,
      ].join('\n'),
      new Date(closedAt.getTime() + CLOSURE_NOTICE_DAYS * 86_400_000),
    );
    return closedAt;
  });
}
