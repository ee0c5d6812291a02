import { QUESTIONS, sixPlusQuestion, YES_NO } from '@coaching/shared/rules/assessment-questions';
import {
  DRINK_FREQUENCY_ANSWERS,
  HOW_OFTEN_ANSWERS,
  YES_IN_LAST_YEAR_ANSWERS,
} from '@coaching/shared/rules/audit';
import { AUDIT_QUESTION_FIELDS, FINAL_QUESTION_FIELDS } from '@coaching/shared/schemas/assessment';
import { ChoiceGroup } from '../../../../components/form/choice-group.tsx';
import { Heading } from '../../../../components/page.tsx';
import type { PageProps } from '../page-props.ts';
import { usePageForm } from '../question-form.tsx';
import { QuestionPage } from '../question-page.tsx';

const choices = (answers: readonly { score: number; label: string }[]) =>
  answers.map((a) => ({ value: a.score, label: a.label }));

export function DrinkFrequencyPage({ ctx, answers, progress, onContinue, onBack }: PageProps) {
  const form = usePageForm('alcohol-frequency', ctx, answers);
  return (
    <QuestionPage title="Drinking" progress={progress} form={form} onContinue={onContinue} onBack={onBack}>
      <ChoiceGroup
        name="alcohol_drink_frequency"
        legend={QUESTIONS.alcohol_drink_frequency}
        choices={choices(DRINK_FREQUENCY_ANSWERS)}
        legendAsHeading
      />
    </QuestionPage>
  );
}

export function SixPlusPage({ ctx, pre, answers, progress, onContinue, onBack }: PageProps) {
  const form = usePageForm('six-plus', ctx, answers);
  const { question, hint } = sixPlusQuestion(pre.gender);
  return (
    <QuestionPage
      title="Heavier drinking"
      progress={progress}
      form={form}
      onContinue={onContinue}
      onBack={onBack}
    >
      <ChoiceGroup
        name="alcohol_how_often_four"
        legend={question}
        hint={hint}
        choices={choices(HOW_OFTEN_ANSWERS)}
        legendAsHeading
      />
    </QuestionPage>
  );
}

export function AuditConfirmPage({ ctx, answers, progress, onContinue, onBack }: PageProps) {
  const form = usePageForm('audit-confirm', ctx, answers);
  return (
    <QuestionPage
      title="More questions"
      progress={progress}
      form={form}
      onContinue={onContinue}
      onBack={onBack}
    >
      <ChoiceGroup
        name="assessment_audit_confirm"
        legend={QUESTIONS.assessment_audit_confirm}
        hint="Your answers suggest drinking may be affecting your health. Seven more questions help us understand it better."
        choices={YES_NO}
        legendAsHeading
      />
    </QuestionPage>
  );
}

export function AuditQuestionsPage({ ctx, answers, progress, onContinue, onBack }: PageProps) {
  const form = usePageForm('audit-questions', ctx, answers);
  return (
    <QuestionPage
      title="About your drinking"
      progress={progress}
      form={form}
      onContinue={onContinue}
      onBack={onBack}
    >
      <Heading>About your drinking</Heading>
      {AUDIT_QUESTION_FIELDS.map((field) => (
        <ChoiceGroup
          key={field}
          name={field}
          legend={QUESTIONS[field]}
          choices={choices(HOW_OFTEN_ANSWERS)}
        />
      ))}
    </QuestionPage>
  );
}

export function FinalQuestionsPage({ ctx, answers, progress, onContinue, onBack }: PageProps) {
  const form = usePageForm('final-questions', ctx, answers);
  return (
    <QuestionPage
      title="Two final questions"
      progress={progress}
      form={form}
      onContinue={onContinue}
      onBack={onBack}
    >
      <Heading>Two final questions</Heading>
      {FINAL_QUESTION_FIELDS.map((field) => (
        <ChoiceGroup
          key={field}
          name={field}
          legend={QUESTIONS[field]}
          choices={choices(YES_IN_LAST_YEAR_ANSWERS)}
        />
      ))}
    </QuestionPage>
  );
}
