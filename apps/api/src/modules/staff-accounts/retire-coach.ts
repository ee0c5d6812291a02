import { spreadByCaseload } from '@coaching/shared/rules/caseload-spread';
import { ACCOUNT_TEXT } from '@coaching/shared/schemas/staff-accounts';
import type { Executor } from '../../db/client.ts';
import { fieldError, HttpError } from '../../lib/http-errors.ts';
import { recordCoachMoves } from '../staff-audit/record-coach-moves.ts';
import { moveUpcomingSessions } from '../staff-sessions/sessions-follow-client.ts';
import {
  listActiveCaseloads,
  listClientsToPlace,
  sendSessionsToClientsCoach,
  setClientCoach,
} from './retire-repository.ts';

const placeThem = (count: number) =>
  `This coach has ${count} open client${count === 1 ? '' : 's'}. ${ACCOUNT_TEXT.successors}.`;

/**
 * Retiring a coach leaves no open client and no booked session without a coach (issue 29): their
 * clients (and pool clients booked with them) go to the chosen colleagues by caseload, with their
 * upcoming sessions, each move audited from whom to whom; sessions they ran for other coaches' clients
 * go to those clients' coaches. Call inside the retirement's transaction.
 */
export async function placeRetiringCoachClients(
  tx: Executor,
  adminId: number,
  retireeId: number,
  successorIds: readonly number[] = [],
): Promise<void> {
  const clientIds = await listClientsToPlace(tx, retireeId);
  if (clientIds.length > 0) {
    if (successorIds.length === 0) {
      const text = placeThem(clientIds.length);
      throw new HttpError(409, text, { successor_ids: [text] });
    }
    const coaches = await listActiveCaseloads(tx, successorIds);
    if (coaches.length !== successorIds.length || successorIds.includes(retireeId)) {
      throw fieldError('successor_ids', ACCOUNT_TEXT.successorsActive);
    }
    for (const [clientId, coachId] of spreadByCaseload(clientIds, coaches)) {
      await recordCoachMoves(tx, {
        staffId: adminId,
        clientIds: [clientId],
        toCoachId: coachId,
        action: 'changed coach (retirement)',
      });
      await setClientCoach(tx, clientId, coachId);
      await moveUpcomingSessions(tx, [clientId], coachId);
    }
  }
  await sendSessionsToClientsCoach(tx, retireeId);
}
