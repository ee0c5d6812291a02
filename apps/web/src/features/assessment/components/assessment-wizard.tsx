import {
  type AssessmentPage,
  asksPregnancy,
  nextPage,
  numberedPages,
} from '@coaching/shared/rules/assessment-flow';
import { todayIso } from '@coaching/shared/rules/dates';
import type { ReminderType } from '@coaching/shared/schemas/assessment';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFocusHeadingOnStep } from '../../../components/use-focus-heading.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSubmitAssessment } from '../api/submit-assessment.ts';
import { clearDraft, useDraft } from '../assessment-draft.ts';
import { answersToSend } from '../offered-barriers.ts';
import type { AvailableCheck, PageProps } from './page-props.ts';
import {
  AuditConfirmPage,
  AuditQuestionsPage,
  DrinkFrequencyPage,
  FinalQuestionsPage,
  SixPlusPage,
} from './pages/alcohol-pages.tsx';
import { BmiPage } from './pages/bmi-page.tsx';
import { GoalsPage } from './pages/goals-page.tsx';
import { IntroPage } from './pages/intro-page.tsx';
import { MotivationsPage } from './pages/motivations-page.tsx';
import { ReviewPage } from './pages/review-page.tsx';
import { SmokingPage } from './pages/smoking-page.tsx';
import { ActivityPage, SittingPage } from './pages/time-spent-pages.tsx';
import { UnitsPage } from './pages/units-page.tsx';
import { KeepTyped, type PageValues } from './question-form.tsx';
import type { ResultState } from './results/result-state.ts';

type Props = {
  owner: string;
  pre: AvailableCheck;
  link: { hash: string; reminderType: ReminderType } | null;
};

const QUESTION_PAGES: Record<
  Exclude<AssessmentPage, 'intro' | 'review'>,
  (props: PageProps) => React.ReactNode
> = {
  goals: GoalsPage,
  motivations: MotivationsPage,
  bmi: BmiPage,
  activity: ActivityPage,
  sitting: SittingPage,
  smoking: SmokingPage,
  'alcohol-frequency': DrinkFrequencyPage,
  units: UnitsPage,
  'six-plus': SixPlusPage,
  'audit-confirm': AuditConfirmPage,
  'audit-questions': AuditQuestionsPage,
  'final-questions': FinalQuestionsPage,
};

/** The check's pages, one at a time; answers and the pages visited survive a reload until submitted. */
export function AssessmentWizard({ owner, pre, link }: Props) {
  const ctx = {
    firstCheck: pre.assessment_count === 0,
    asksPregnancy: asksPregnancy(pre.gender, pre.dob, todayIso()),
  };
  const [draft, setDraft] = useDraft(owner);
  const [problems, setProblems] = useState<string[]>([]);
  const submit = useSubmitAssessment();
  const navigate = useNavigate();
  const page = draft.history.at(-1) ?? 'intro';

  useFocusHeadingOnStep(page);

  const onContinue = (values: PageValues) => {
    const { height_unit: _, ...answers } = values;
    setDraft((d) => ({ ...d, answers, history: [...d.history, nextPage(page, answers, ctx.firstCheck)] }));
  };
  const keepTyped = useCallback(
    (values: PageValues) => {
      const { height_unit: _, ...typed } = values;
      setDraft((d) => ({ ...d, answers: { ...d.answers, ...typed } }));
    },
    [setDraft],
  );
  const onBack = () => {
    if (draft.history.length <= 1) navigate('/');
    else setDraft((d) => ({ ...d, history: d.history.slice(0, -1) }));
  };

  const onSubmit = async () => {
    setProblems([]);
    const answers = answersToSend(draft.answers, ctx, pre);
    try {
      const result = await submit.mutateAsync({ answers, link });
      clearDraft();
      const state: ResultState = { result, values: answers, gender: pre.gender };
      navigate('/assessment/complete', { replace: true, state });
    } catch (error) {
      console.error(error);
      const fieldProblems = error instanceof ApiError ? Object.values(error.errors).flat() : [];
      setProblems(
        fieldProblems.length
          ? fieldProblems
          : [error instanceof ApiError ? error.message : 'Something went wrong. Please try again.'],
      );
    }
  };

  const pages = numberedPages(ctx.firstCheck);
  const progress = `Page ${pages.indexOf(page) + 1} of ${pages.length}`;
  const props: PageProps = { ctx, pre, answers: draft.answers, progress, onContinue, onBack };
  if (page === 'intro') return <IntroPage onContinue={() => onContinue(draft.answers)} onBack={onBack} />;
  if (page === 'review') return <ReviewPage {...props} onSubmit={onSubmit} problems={problems} />;
  const QuestionPage = QUESTION_PAGES[page];
  return (
    <KeepTyped.Provider value={keepTyped}>
      <QuestionPage key={page} {...props} />
    </KeepTyped.Provider>
  );
}
