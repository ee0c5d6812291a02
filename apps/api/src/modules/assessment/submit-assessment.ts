import type { AssessmentAnswers, ReminderType } from '@coaching/shared/schemas/assessment';
import type { AssessmentResult } from '@coaching/shared/schemas/assessment-result';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import { sha256 } from '../../lib/secrets.ts';
import { consumeLink } from '../client-links/link-repository.ts';
import { findAssessedClient } from './assessment-repository.ts';
import { recordAssessment } from './record-assessment.ts';

export const LINK_INVALID = 'This health check link has expired or has already been used';

/** A logged-in client's check. */
export function submitNewAssessment(
  db: Db,
  clientId: number,
  answers: AssessmentAnswers,
): Promise<AssessmentResult> {
  return db.transaction(async (tx) => {
    const client = await findAssessedClient(tx, clientId, true);
    if (!client) throw notFound();
    return recordAssessment(tx, client, answers, { kind: 'new', reminderType: null });
  });
}

/**
 * A check by a reminder link. The link is used up in the same transaction, so it works once; bad
 * answers roll back and leave it usable. Unknown, expired and used links answer the same 404.
 */
export function submitFollowUpAssessment(
  db: Db,
  hash: string,
  reminderType: ReminderType,
  answers: AssessmentAnswers,
): Promise<AssessmentResult> {
  return db.transaction(async (tx) => {
    const clientId = await consumeLink(tx, 'follow-up', sha256(hash));
    const client = clientId === undefined ? undefined : await findAssessedClient(tx, clientId, true);
    if (!client) throw notFound(LINK_INVALID);
    return recordAssessment(tx, client, answers, { kind: 'follow-up', reminderType });
  });
}
