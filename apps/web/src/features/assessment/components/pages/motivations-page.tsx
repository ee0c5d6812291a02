import { OPTION } from '@coaching/shared/constants';
import { QUESTIONS } from '@coaching/shared/rules/assessment-questions';
import { ChoiceGroup } from '../../../../components/form/choice-group.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { Loading } from '../../../../components/loading.tsx';
import { barrierChoiceSets } from '../../../../lib/barrier-choices.ts';
import { useDropdownChoices } from '../../api/get-dropdown-options.ts';
import { barrierOptions } from '../../offered-barriers.ts';
import type { PageProps } from '../page-props.ts';
import { usePageForm } from '../question-form.tsx';
import { QuestionPage } from '../question-page.tsx';

/** What motivates the client and, optionally, what gets in the way (docs/product.md#barriers). */
export function MotivationsPage({ ctx, pre, answers, progress, onContinue, onBack }: PageProps) {
  const options = barrierOptions(ctx, pre, answers);
  const offered = new Set(options.map((o) => o.key));
  // Starts from what was named before (on the plan or at an earlier check), so it can be added to or untaken.
  const named = (answers.barriers ?? pre.named_barriers).filter((key) => offered.has(key));
  const form = usePageForm('motivations', ctx, {
    ...answers,
    barriers: options.length ? named : undefined,
  });
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
      {options.length ? (
        <ChoiceGroup
          name="barriers"
          legend={QUESTIONS.barriers}
          hint={
            pre.named_barriers.length
              ? 'Optional. What you told us before is ticked: untick anything that no longer gets in your way. Your coach sees these and suggests ways round them.'
              : 'Optional. Tick any that are true for you. Your coach sees these and suggests ways round them.'
          }
          groups={barrierChoiceSets(options)}
          multiple
        />
      ) : null}
    </QuestionPage>
  );
}
