import type { AssessmentContext } from '@coaching/shared/rules/assessment-flow';
import type { AssessmentAnswers } from '@coaching/shared/schemas/assessment';
import type { PreAssessment } from '@coaching/shared/schemas/assessment-result';
import type { PageValues } from './question-form.tsx';

export type AvailableCheck = Extract<PreAssessment, { status: 'available' }>;

/** What the wizard gives every page of the check. */
export type PageProps = {
  ctx: AssessmentContext;
  pre: AvailableCheck;
  answers: Partial<AssessmentAnswers>;
  /** "Page 3 of 13". */
  progress: string;
  onContinue: (values: PageValues) => void;
  onBack: () => void;
};
