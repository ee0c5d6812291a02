import { QUESTIONS } from '@coaching/shared/rules/assessment-questions';
import { DRINKS, type Drink, totalUnits } from '@coaching/shared/rules/units';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { DrinkCounter } from '../../../../components/form/drink-counter.tsx';
import { FieldError } from '../../../../components/form/field-error.tsx';
import { FormGroup } from '../../../../components/form/field-group.tsx';
import { fieldIds } from '../../../../components/form/field-ids.ts';
import { useFieldError } from '../../../../components/form/use-field-error.ts';
import { Heading } from '../../../../components/page.tsx';
import type { PageProps } from '../page-props.ts';
import { type PageValues, usePageForm } from '../question-form.tsx';
import { QuestionPage } from '../question-page.tsx';

const countName = (drink: Drink) => `alcohol_beverage_${drink}` as const;

/** The day's total, kept in alcohol_units as the counts change (the API checks they agree). */
function UnitsTotal() {
  const { control, setValue, formState } = useFormContext<PageValues>();
  const values = useWatch({ control });
  const total = totalUnits(Object.fromEntries(DRINKS.map((d) => [d, values[countName(d)] ?? 0])));
  const error = useFieldError('alcohol_units');
  useEffect(() => {
    setValue('alcohol_units', total, { shouldValidate: formState.isSubmitted });
  }, [setValue, total, formState.isSubmitted]);
  return (
    <FormGroup error={error}>
      <FieldError name="alcohol_units" message={error} />
      <p className="heading-m" id={fieldIds('alcohol_units').id} tabIndex={-1} aria-live="polite">
        Total: {total.toFixed(1)} units
      </p>
    </FormGroup>
  );
}

/** The units counter: the nine drinks, with the day's total to one decimal (onboarding §9). */
export function UnitsPage({ ctx, answers, progress, onContinue, onBack }: PageProps) {
  const form = usePageForm('units', ctx, answers);
  return (
    <QuestionPage title="Units" progress={progress} form={form} onContinue={onContinue} onBack={onBack}>
      <Heading>{QUESTIONS.alcohol_units}</Heading>
      <p className="hint">Add each drink you would have on a typical drinking day.</p>
      <ul className="counters">
        {DRINKS.map((drink) => (
          <DrinkCounter key={drink} drink={drink} name={countName(drink)} />
        ))}
      </ul>
      <UnitsTotal />
    </QuestionPage>
  );
}
