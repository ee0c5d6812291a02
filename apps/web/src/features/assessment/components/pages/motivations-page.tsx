import { OPTION } from '@coaching/shared/constants';
import { ChoiceGroup } from '../../../../components/form/choice-group.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { Loading } from '../../../../components/loading.tsx';
import { useDropdownChoices } from '../../api/get-dropdown-options.ts';
import type { PageProps } from '../page-props.ts';
import { usePageForm } from '../question-form.tsx';
import { QuestionPage } from '../question-page.tsx';
import { QUESTIONS } from '../question-text.ts';

export function MotivationsPage({ ctx, answers, progress, onContinue, onBack }: PageProps) {
  const form = usePageForm('motivations', ctx, answers);
  const motivations = useDropdownChoices('motivation');
  const other = form.watch('motivations')?.includes(OPTION.motivationOther);
  return (
    <QuestionPage title="Motivations" progress={progress} form={form} onContinue={onContinue} onBack={onBack}>
      {motivations.data ? (
        <ChoiceGroup
          name="motivations"
          legend={QUESTIONS.motivations}
          hint="Select all that apply."
          choices={motivations.data}
          multiple
          legendAsHeading
        />
      ) : motivations.isError ? (
        <p>Sorry, the choices did not load. Please try again.</p>
      ) : (
        <Loading />
      )}
      {other ? (
        <TextField name="motivation_other" label={QUESTIONS.motivation_other} maxLength={200} />
      ) : null}
    </QuestionPage>
  );
}
