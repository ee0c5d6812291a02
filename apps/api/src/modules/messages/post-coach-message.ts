import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { notifyClientOfMessage } from '../notifications/notify-client.ts';
import { queuePush } from '../outbox/queue-push.ts';
import { findPlanOfClient } from '../plan/plan-repository.ts';
import { newMessageNotice } from '../push/push-notices.ts';
import { insertMessage } from './message-repository.ts';

/**
 * A coach's message to a client, with the client's bell notification and a push to each device they
 * turned notifications on for, for the staff side to call inside its own transaction. The client
 * must have a plan (messages belong to a plan).
 */
export async function postCoachMessage(
  tx: Executor,
  values: { clientId: number; staffId: number; message: string },
): Promise<{ messageId: number; notificationId: number }> {
  const plan = await findPlanOfClient(tx, values.clientId);
  if (!plan) throw notFound('This client has no plan yet');
  const messageId = await insertMessage(tx, { ...values, planId: plan.id });
  const notificationId = await notifyClientOfMessage(tx, values.clientId, messageId);
  await queuePush(tx, values.clientId, newMessageNotice);
  return { messageId, notificationId };
}
