import { MESSAGING_SERVICE_LEVELS } from '@coaching/shared/constants';
import { MESSAGE_TEXT } from '@coaching/shared/schemas/staff-record-forms';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/http-errors.ts';
import { postCoachMessage } from '../messages/post-coach-message.ts';
import { findPlanOfClient } from '../plan/plan-repository.ts';

/**
 * Clients read messages only at service level 2 or 3 (portal §2), so a coach cannot write into a
 * thread the client cannot see. The message and the client's notification commit together.
 */
export async function sendCoachMessage(db: Db, clientId: number, staffId: number, message: string) {
  await db.transaction(async (tx) => {
    const plan = await findPlanOfClient(tx, clientId);
    if (!plan) throw conflict(MESSAGE_TEXT.noPlan);
    if (!MESSAGING_SERVICE_LEVELS.includes(plan.serviceLevel)) throw conflict(MESSAGE_TEXT.level);
    await postCoachMessage(tx, { clientId, staffId, message });
  });
}
