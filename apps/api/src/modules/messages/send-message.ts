import { MESSAGING_SERVICE_LEVELS } from '@coaching/shared/constants';
import type { MessageView } from '@coaching/shared/schemas/messages';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { findPlanOfClient } from '../plan/plan-repository.ts';
import { findMessage, insertMessage } from './message-repository.ts';

/** A client's message to their coach, posted against their own plan (portal §7: the id is the plan id). */
export async function sendMessage(
  db: Db,
  clientId: number,
  planId: number,
  text: string,
): Promise<MessageView> {
  const plan = await findPlanOfClient(db, clientId);
  if (!plan || plan.id !== planId) throw notFound('Plan not found');
  if (!MESSAGING_SERVICE_LEVELS.includes(plan.serviceLevel)) {
    throw forbidden('Messaging your coach is not part of your plan');
  }
  const id = await insertMessage(db, { clientId, planId, message: text, staffId: null });
  const message = await findMessage(db, clientId, id);
  if (!message) throw new Error('message not found after insert');
  return message;
}
