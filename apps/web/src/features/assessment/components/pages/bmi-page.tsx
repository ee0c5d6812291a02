import { OPTION } from '@coaching/shared/constants';
import { QUESTIONS, YES_NO } from '@coaching/shared/rules/assessment-questions';
import { useEffect } from 'react';
import { ChoiceGroup } from '../../../../components/form/choice-group.tsx';
import { NumberField, NumberPair } from '../../../../components/form/number-fields.tsx';
import { SelectField } from '../../../../components/form/select-field.tsx';
import { Heading } from '../../../../components/page.tsx';
import { useDropdownChoices } from '../../api/get-dropdown-options.ts';
import type { PageProps } from '../page-props.ts';
import { usePageForm } from '../question-form.tsx';
import { QuestionPage } from '../question-page.tsx';

const WEIGHT_UNITS = [
  { value: 'kg', label: 'Kilograms' },
  { value: 'st', label: 'Stones and pounds' },
];
const HEIGHT_UNITS = [
  { value: 'cm', label: 'Centimetres' },
  { value: 'ft', label: 'Feet and inches' },
];
const LEFT_OUT_ETHNICITIES: number[] = [OPTION.ethnicityNotDisclosed];
const registeredEthnicity = (ethnicity: number | null) =>
  ethnicity === null || LEFT_OUT_ETHNICITIES.includes(ethnicity) ? undefined : ethnicity;

/**
 * Height and weight in either unit; ethnicity on the first check, pre-filled from registration
 * (onboarding §4); pregnancy on every check of those asked (docs/product.md#pregnancy).
 */
export function BmiPage({ ctx, pre, answers, progress, onContinue, onBack }: PageProps) {
  const form = usePageForm('bmi', ctx, {
    ...answers,
    ethnicity: answers.ethnicity ?? registeredEthnicity(pre.ethnicity),
    weight_metric: answers.weight_metric ?? 'kg',
    height_unit: answers.assessment_height_ft === undefined ? 'cm' : 'ft',
  });
  const ethnicities = useDropdownChoices('ethnicity', LEFT_OUT_ETHNICITIES);
  const weightUnit = form.watch('weight_metric');
  const heightUnit = form.watch('height_unit');

  // Only one unit's numbers may be sent, so switching clears the other's.
  useEffect(() => {
    const { setValue, getValues } = form;
    if (heightUnit === 'cm' && getValues('assessment_height_ft') !== undefined) {
      setValue('assessment_height_ft', undefined);
      setValue('assessment_height_in', undefined);
    }
    if (heightUnit === 'ft' && getValues('assessment_height_cm') !== undefined) {
      setValue('assessment_height_cm', undefined);
    }
  }, [form, heightUnit]);

  return (
    <QuestionPage
      title="Height and weight"
      progress={progress}
      form={form}
      onContinue={onContinue}
      onBack={onBack}
    >
      <Heading>Your height and weight</Heading>
      <ChoiceGroup name="weight_metric" legend="Give your weight in" choices={WEIGHT_UNITS} inline />
      {weightUnit === 'st' ? (
        <NumberPair
          legend="Your weight"
          first={{ name: 'assessment_weight_st', label: 'Stones', decimal: true }}
          second={{ name: 'assessment_weight_lbs', label: 'Pounds', decimal: true }}
        />
      ) : (
        <NumberField name="assessment_weight_kg" label="Your weight in kilograms" decimal />
      )}
      <ChoiceGroup name="height_unit" legend="Give your height in" choices={HEIGHT_UNITS} inline />
      {heightUnit === 'ft' ? (
        <NumberPair
          legend="Your height"
          first={{ name: 'assessment_height_ft', label: 'Feet', decimal: true }}
          second={{ name: 'assessment_height_in', label: 'Inches', decimal: true }}
        />
      ) : (
        <NumberField name="assessment_height_cm" label="Your height in centimetres" decimal />
      )}
      {ctx.firstCheck ? (
        <SelectField
          name="ethnicity"
          label={QUESTIONS.ethnicity}
          hint="Health risks from weight start at a lower BMI for some family backgrounds."
          choices={ethnicities.data}
          loading={ethnicities.isPending}
          numeric
        />
      ) : null}
      {ctx.asksPregnancy ? (
        <ChoiceGroup
          name="assessment_pregnant"
          legend={QUESTIONS.assessment_pregnant}
          choices={YES_NO}
          inline
        />
      ) : null}
    </QuestionPage>
  );
}
