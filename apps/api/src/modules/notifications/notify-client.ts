import type { Executor } from '../../db/client.ts';
import { insertNotification } from './notification-repository.ts';

/**
 * Call these inside the transaction that creates the coach's message or action, so the client's
 * bell and the new row appear together. Each returns the notification id.
 */
export function notifyClientOfMessage(tx: Executor, clientId: number, messageId: number): Promise<number> {
  return insertNotification(tx, {
    clientId,
    object: 'Message',
    objectId: messageId,
    title: 'New message from your coach',
  });
}

/**
 * kind 'Task' for a task the coach set, 'Action' for an action; both open /actions and both read
 * "New action" (the word the client sees everywhere, docs/product.md#wording).
 */
export function notifyClientOfAction(
  tx: Executor,
  clientId: number,
  action: { id: number; title: string },
  kind: 'Action' | 'Task' = 'Action',
): Promise<number> {
  return insertNotification(tx, {
    clientId,
    object: kind,
    objectId: action.id,
    title: `New action: ${action.title}`,
  });
}
