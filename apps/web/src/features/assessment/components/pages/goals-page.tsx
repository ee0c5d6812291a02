import { PATHWAY_AREAS, PATHWAY_LABELS, PATHWAY_SLUGS } from '@coaching/shared/constants';
import { QUESTIONS } from '@coaching/shared/rules/assessment-questions';
import { ChoiceGroup } from '../../../../components/form/choice-group.tsx';
import type { PageProps } from '../page-props.ts';
import { usePageForm } from '../question-form.tsx';
import { QuestionPage } from '../question-page.tsx';

const CHOICES = PATHWAY_SLUGS.map((slug) => ({ value: slug, label: PATHWAY_LABELS[slug] }));

/** First check only: the goals chosen at registration are ticked already; more can be added. */
export function GoalsPage({ ctx, pre, answers, progress, onContinue, onBack }: PageProps) {
  const chosen = PATHWAY_SLUGS.filter((slug) => pre.pathways[PATHWAY_AREAS[slug]]);
  const form = usePageForm('goals', ctx, { ...answers, pathways: answers.pathways ?? chosen });
  return (
    <QuestionPage title="Your goals" progress={progress} form={form} onContinue={onContinue} onBack={onBack}>
      <ChoiceGroup
        name="pathways"
        legend={QUESTIONS.pathways}
        hint="Select all that apply. You can change them later."
        choices={CHOICES}
        multiple
        legendAsHeading
      />
    </QuestionPage>
  );
}
