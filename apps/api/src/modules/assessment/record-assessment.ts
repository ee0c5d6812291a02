import { asksPregnancy } from '@coaching/shared/rules/assessment-flow';
import { todayIso } from '@coaching/shared/rules/dates';
import type { AssessmentAnswers } from '@coaching/shared/schemas/assessment';
import { assessmentIssues } from '@coaching/shared/schemas/assessment-path';
import type { AssessmentResult } from '@coaching/shared/schemas/assessment-result';
import type { FieldErrors } from '@coaching/shared/schemas/errors';
import type { Executor } from '../../db/client.ts';
import { badRequest, forbidden } from '../../lib/http-errors.ts';
import { replaceCommonBarriers } from '../barriers/choose-barriers.ts';
import {
  type AssessedClient,
  findLatestStats,
  insertAssessment,
  recordCheckOnClient,
} from './assessment-repository.ts';
import { checkAnswerOptions } from './check-answer-options.ts';
import { resultMessages } from './result-messages.ts';
import { scoreAssessment } from './score-assessment.ts';

export const CASE_CLOSED = 'Sorry your case is currently closed';

function checkAnswers(client: AssessedClient, answers: AssessmentAnswers): void {
  const ctx = {
    firstCheck: client.assessmentCount === 0,
    asksPregnancy: asksPregnancy(client.gender, client.dob, todayIso()),
  };
  const issues = assessmentIssues(answers, ctx);
  if (issues.length === 0) return;
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = `assessment.${issue.path}`;
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  throw badRequest('There is a problem with the information you sent', errors);
}

/**
 * Checks the answers against this client's path, scores them, stores the check with its stats and
 * messages, and counts it. Call inside a transaction holding the client row.
 */
export async function recordAssessment(
  tx: Executor,
  client: AssessedClient,
  answers: AssessmentAnswers,
  source: { kind: 'new' | 'follow-up'; reminderType: 'text' | 'email' | null },
): Promise<AssessmentResult> {
  if (client.closed) throw forbidden(CASE_CLOSED);
  checkAnswers(client, answers);
  await checkAnswerOptions(tx, answers);
  const firstCheck = client.assessmentCount === 0;
  const ethnicity = firstCheck ? (answers.ethnicity ?? null) : client.ethnicity;
  const score = scoreAssessment(answers, ethnicity);
  const previous = await findLatestStats(tx, client.id);
  const messages = resultMessages(score, answers, previous);
  await insertAssessment(tx, { clientId: client.id, ...source, answers, stats: score.stats, messages });
  await recordCheckOnClient(
    tx,
    client.id,
    firstCheck && answers.pathways && answers.ethnicity !== undefined
      ? { pathways: [...new Set(answers.pathways)], ethnicity: answers.ethnicity }
      : null,
  );
  // After the first check's goals are recorded: barriers are checked against the goals it chose.
  if (answers.barriers) {
    await replaceCommonBarriers(tx, client.id, answers.barriers, 'assessment.barriers');
  }
  return { status: 'ok', stats: { current: score.stats, previous }, messages };
}
