import { DRINK_LABELS, DRINK_UNITS, type Drink, MAX_DRINKS_OF_A_KIND } from '@coaching/shared/rules/units';
import { useController } from 'react-hook-form';
import { fieldIds } from './field-ids.ts';

/** One drink's − count + counter (onboarding §9): the health check's units page and self-logging share it. */
export function DrinkCounter({ drink, name }: { drink: Drink; name: string }) {
  const { field } = useController({ name });
  const count = typeof field.value === 'number' ? field.value : 0;
  const set = (next: number) => field.onChange(Math.min(MAX_DRINKS_OF_A_KIND, Math.max(0, next)));
  const { id } = fieldIds(name);
  const label = DRINK_LABELS[drink].toLowerCase();
  return (
    <li className="counter">
      <span className="counter__label" id={`${id}-label`}>
        {DRINK_LABELS[drink]}{' '}
        <span className="secondary-text">
          ({DRINK_UNITS[drink]} unit{DRINK_UNITS[drink] === 1 ? '' : 's'} each)
        </span>
      </span>
      <span className="counter__controls">
        <button
          type="button"
          className="button button--secondary counter__button"
          onClick={() => set(count - 1)}
          // Not disabled: pressing it down to none would move the keyboard focus to the page's body.
          aria-disabled={count === 0 || undefined}
        >
          −<span className="visually-hidden"> Remove one {label}</span>
        </button>
        <output className="counter__value" id={id} aria-labelledby={`${id}-label`}>
          {count}
        </output>
        <button
          type="button"
          className="button button--secondary counter__button"
          onClick={() => set(count + 1)}
        >
          +<span className="visually-hidden"> Add one {label}</span>
        </button>
      </span>
    </li>
  );
}
