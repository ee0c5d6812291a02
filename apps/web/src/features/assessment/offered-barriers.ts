import { PATHWAY_AREAS, PATHWAY_SLUGS } from '@coaching/shared/constants';
import type { AssessmentContext } from '@coaching/shared/rules/assessment-flow';
import { barrierGoals, type CommonBarrier, commonBarriersFor } from '@coaching/shared/rules/common-barriers';
import type { AssessmentAnswers } from '@coaching/shared/schemas/assessment';
import { askedAnswers } from '@coaching/shared/schemas/assessment-path';
import type { AvailableCheck } from './components/page-props.ts';

/**
 * The common barriers the motivations step offers: for this check's goals (the first check chooses
 * them on its goals page) and the plan's, as the server checks them.
 */
export function barrierOptions(
  ctx: AssessmentContext,
  pre: AvailableCheck,
  answers: Partial<AssessmentAnswers>,
): CommonBarrier[] {
  const chosen = ctx.firstCheck
    ? (answers.pathways ?? [])
    : PATHWAY_SLUGS.filter((slug) => pre.pathways[PATHWAY_AREAS[slug]]);
  return commonBarriersFor(barrierGoals(chosen, pre.plan_pathways));
}

/** The answers as sent and reviewed: those the path asked, and barriers only of goals still chosen. */
export function answersToSend(
  answers: Partial<AssessmentAnswers>,
  ctx: AssessmentContext,
  pre: AvailableCheck,
): Partial<AssessmentAnswers> {
  const asked = askedAnswers(answers, ctx);
  if (!asked.barriers) return asked;
  const offered = new Set(barrierOptions(ctx, pre, asked).map((b) => b.key));
  return { ...asked, barriers: asked.barriers.filter((key) => offered.has(key)) };
}
