import type { Executor } from '../../db/client.ts';
import type { PushNotice } from '../push/push-notices.ts';
import { listClientSubscriptionIds } from '../push/push-repository.ts';
import { queueMessage } from './queue-message.ts';

/**
 * Queues the notice for each of the client's devices, in the caller's transaction like an e-mail:
 * the outbox worker sends each with the same claiming and retries. Answers how many were queued.
 */
export async function queuePush(tx: Executor, clientId: number, notice: PushNotice): Promise<number> {
  const ids = await listClientSubscriptionIds(tx, clientId);
  for (const id of ids)
    await queueMessage(tx, clientId, {
      channel: 'push',
      recipient: String(id),
      subject: notice.body,
      body: JSON.stringify(notice),
    });
  return ids.length;
}
