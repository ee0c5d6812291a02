import { QUESTIONS } from '@coaching/shared/rules/assessment-questions';
import { NumberPair } from '../../../../components/form/number-fields.tsx';
import type { PageProps } from '../page-props.ts';
import { usePageForm } from '../question-form.tsx';
import { QuestionPage } from '../question-page.tsx';

export function ActivityPage({ ctx, answers, progress, onContinue, onBack }: PageProps) {
  const form = usePageForm('activity', ctx, answers);
  return (
    <QuestionPage title="Activity" progress={progress} form={form} onContinue={onContinue} onBack={onBack}>
      <NumberPair
        legend={QUESTIONS.active}
        hint="Count anything that makes you breathe faster and feel warmer, such as brisk walking, cycling, dancing or heavy gardening."
        asHeading
        first={{ name: 'active_hours', label: 'Hours' }}
        second={{ name: 'active_minutes', label: 'Minutes' }}
      />
    </QuestionPage>
  );
}

export function SittingPage({ ctx, answers, progress, onContinue, onBack }: PageProps) {
  const form = usePageForm('sitting', ctx, answers);
  return (
    <QuestionPage title="Sitting" progress={progress} form={form} onContinue={onContinue} onBack={onBack}>
      <NumberPair
        legend={QUESTIONS.sitting}
        hint="Include time at work, travelling and watching TV, but not sleeping."
        asHeading
        first={{ name: 'sitting_hours', label: 'Hours' }}
        second={{ name: 'sitting_minutes', label: 'Minutes' }}
      />
    </QuestionPage>
  );
}
