import { SELF_LOG_UNITS, type SelfLogMeasure } from '@coaching/shared/rules/self-log';
import { DRINKS, totalUnits } from '@coaching/shared/rules/units';
import { useWatch } from 'react-hook-form';
import { ChoiceGroup } from '../../../components/form/choice-group.tsx';
import { DrinkCounter } from '../../../components/form/drink-counter.tsx';
import { NumberField, NumberPair } from '../../../components/form/number-fields.tsx';

const WEIGHT_UNITS = [
  { value: 'kg', label: 'Kilograms' },
  { value: 'st', label: 'Stones and pounds' },
];
const SMOKING_UNITS = SELF_LOG_UNITS.smoking.map((unit) => ({
  value: unit,
  label: unit === 'cigarettes' ? 'Cigarettes' : 'Vaping sessions',
}));

function WeightFields() {
  const unit = useWatch({ name: 'unit' });
  return (
    <>
      {unit === 'st' ? (
        <NumberPair
          legend="Your weight"
          first={{ name: 'stone', label: 'Stones' }}
          second={{ name: 'pounds', label: 'Pounds', decimal: true }}
        />
      ) : (
        <NumberField name="value" label="Your weight in kilograms" decimal />
      )}
      <ChoiceGroup name="unit" legend="Weigh in" choices={WEIGHT_UNITS} inline />
    </>
  );
}

function DrinkFields() {
  const drinks = useWatch({ name: 'drinks' }) ?? {};
  return (
    <fieldset className="fieldset">
      <legend className="fieldset__legend">Drinks that day</legend>
      <p className="hint">Add each drink you had. Leave them all at 0 if you had none.</p>
      <ul className="counters">
        {DRINKS.map((drink) => (
          <DrinkCounter key={drink} drink={drink} name={`drinks.${drink}`} />
        ))}
      </ul>
      <p className="heading-m" aria-live="polite">
        Total: {totalUnits(drinks).toFixed(1)} units
      </p>
    </fieldset>
  );
}

/** The one measure's fields: weight in kg or stones and pounds, minutes, the drinks counter, or a count. */
export function MeasureFields({ measure }: { measure: SelfLogMeasure }) {
  if (measure === 'weight') return <WeightFields />;
  if (measure === 'alcohol') return <DrinkFields />;
  if (measure === 'activity')
    return (
      <NumberField
        name="value"
        label="Active minutes"
        hint="Minutes of activity that made you breathe faster, such as a brisk walk."
      />
    );
  return (
    <>
      <ChoiceGroup name="unit" legend="What do you count?" choices={SMOKING_UNITS} inline />
      <NumberField name="value" label="How many that day" />
    </>
  );
}
