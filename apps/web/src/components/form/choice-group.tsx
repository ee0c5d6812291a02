import { useController, useFormContext } from 'react-hook-form';
import { FieldsetGroup } from './field-group.tsx';
import { fieldIds } from './field-ids.ts';
import type { Choice } from './select-field.tsx';
import { useFieldError } from './use-field-error.ts';

/** Choices under a heading of their own, inside the question (a fieldset within the fieldset). */
export type ChoiceSet = { legend: string; choices: Choice[] };

type Props = {
  name: string;
  legend: string;
  hint?: React.ReactNode;
  /** Checkboxes give a list of values; radios give one. Values keep their type (ids stay numbers). */
  multiple?: boolean;
  inline?: boolean;
  /** The question is the page's heading (one question per page). */
  legendAsHeading?: boolean;
} & ({ choices: Choice[]; groups?: never } | { groups: ChoiceSet[]; choices?: never });

/** Radios or checkboxes in a fieldset with a legend (nhsuk-frontend pattern), optionally in groups. */
export function ChoiceGroup({
  name,
  legend,
  hint,
  choices,
  groups,
  multiple,
  inline,
  legendAsHeading,
}: Props) {
  const all = (groups ?? [{ legend: '', choices }]).flatMap((set) => set.choices);
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const error = useFieldError(name);
  const { id } = fieldIds(name);
  const selected: unknown[] = multiple ? (Array.isArray(field.value) ? field.value : []) : [field.value];

  const toggle = (value: Choice['value'], checked: boolean) => {
    if (!multiple) return field.onChange(value);
    const next = checked ? [...selected, value] : selected.filter((v) => v !== value);
    field.onChange(all.map((c) => c.value).filter((v) => next.includes(v)));
  };

  const list = (set: Choice[]) => (
    <div className={`choices${inline ? ' choices--inline' : ''}`}>
      {set.map((choice) => {
        const index = all.indexOf(choice);
        const choiceId = index === 0 ? id : `${id}-${index + 1}`;
        return (
          <div className="choice" key={choice.value}>
            <input
              className="choice__input"
              id={choiceId}
              name={name}
              type={multiple ? 'checkbox' : 'radio'}
              value={String(choice.value)}
              checked={selected.includes(choice.value)}
              onChange={(event) => toggle(choice.value, event.target.checked)}
              onBlur={field.onBlur}
              ref={index === 0 ? field.ref : undefined}
            />
            <label className="choice__label" htmlFor={choiceId}>
              {choice.label}
            </label>
          </div>
        );
      })}
    </div>
  );

  return (
    <FieldsetGroup
      name={name}
      legend={legendAsHeading ? <h1 className="fieldset__heading">{legend}</h1> : legend}
      legendClass={legendAsHeading ? 'fieldset__legend fieldset__legend--l' : undefined}
      hint={hint}
      error={error}
    >
      {groups
        ? groups.map((set) => (
            <fieldset className="fieldset fieldset--group" key={set.legend}>
              <legend className="fieldset__legend">{set.legend}</legend>
              {list(set.choices)}
            </fieldset>
          ))
        : list(all)}
    </FieldsetGroup>
  );
}
