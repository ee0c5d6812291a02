import { OPTION } from '@coaching/shared/constants';
import { QUESTIONS, YES_NO } from '@coaching/shared/rules/assessment-questions';
import { SMOKE_OR_VAPE, SMOKE_OR_VAPE_LABELS, smokes, vapes } from '@coaching/shared/rules/smoking';
import { ChoiceGroup } from '../../../../components/form/choice-group.tsx';
import { NumberField, NumberPair } from '../../../../components/form/number-fields.tsx';
import { SelectField } from '../../../../components/form/select-field.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useDropdownChoices } from '../../api/get-dropdown-options.ts';
import type { PageProps } from '../page-props.ts';
import { usePageForm } from '../question-form.tsx';
import { QuestionPage } from '../question-page.tsx';

const CHOICES = SMOKE_OR_VAPE.map((value) => ({ value, label: SMOKE_OR_VAPE_LABELS[value] }));
/** Onboarding §5: smoking types exclude Non-Smoker and e-Cigarettes. */
const LEFT_OUT_TYPES = [OPTION.smokingNonSmoker, OPTION.smokingECigarettes];

export function SmokingPage({ ctx, answers, progress, onContinue, onBack }: PageProps) {
  const form = usePageForm('smoking', ctx, answers);
  const types = useDropdownChoices('SmokingType', LEFT_OUT_TYPES);
  const answer = form.watch('smoking_smoke_or_vape');
  const type = form.watch('smoking_type');
  const daily = form.watch('smoking_daily');
  const vapeDaily = form.watch('smoking_vape_daily');
  return (
    <QuestionPage
      title="Smoking and vaping"
      progress={progress}
      form={form}
      onContinue={onContinue}
      onBack={onBack}
    >
      <ChoiceGroup
        name="smoking_smoke_or_vape"
        legend={QUESTIONS.smoking_smoke_or_vape}
        choices={CHOICES}
        legendAsHeading
      />
      {smokes(answer) ? (
        <section aria-labelledby="smoking-heading">
          <h2 className="heading-m" id="smoking-heading">
            Your smoking
          </h2>
          <SelectField
            name="smoking_type"
            label={QUESTIONS.smoking_type}
            choices={types.data}
            loading={types.isPending}
            numeric
          />
          {type === OPTION.smokingOther ? (
            <TextField name="smoking_type_other" label={QUESTIONS.smoking_type_other} maxLength={200} />
          ) : null}
          <ChoiceGroup name="smoking_daily" legend={QUESTIONS.smoking_daily} choices={YES_NO} inline />
          {daily === 'no' ? (
            <NumberField name="smoking_frequency" label={QUESTIONS.smoking_frequency} hint="From 1 to 6" />
          ) : null}
          <NumberField
            name="smoking_numbers"
            label={QUESTIONS.smoking_numbers}
            hint="Cigarettes, roll-ups, cigars or pipes"
          />
          <NumberPair
            legend={QUESTIONS.smoking_time}
            first={{ name: 'smoking_time_years', label: 'Years' }}
            second={{ name: 'smoking_time_months', label: 'Months' }}
          />
        </section>
      ) : null}
      {vapes(answer) ? (
        <section aria-labelledby="vaping-heading">
          <h2 className="heading-m" id="vaping-heading">
            Your vaping
          </h2>
          <ChoiceGroup
            name="smoking_vape_daily"
            legend={QUESTIONS.smoking_vape_daily}
            choices={YES_NO}
            inline
          />
          {vapeDaily === 'no' ? (
            <NumberField
              name="smoking_vape_frequency"
              label={QUESTIONS.smoking_vape_frequency}
              hint="From 1 to 6"
            />
          ) : null}
          <NumberField
            name="smoking_vape_nicotine"
            label={QUESTIONS.smoking_vape_nicotine}
            hint="It says on the bottle. UK e-liquids are 0 to 20 mg/ml."
            decimal
          />
          <NumberPair
            legend={QUESTIONS.smoking_vape_time}
            first={{ name: 'smoking_vape_time_years', label: 'Years' }}
            second={{ name: 'smoking_vape_time_months', label: 'Months' }}
          />
        </section>
      ) : null}
    </QuestionPage>
  );
}
