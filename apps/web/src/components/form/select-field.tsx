import { useController } from 'react-hook-form';
import { controlProps, FieldGroup } from './field-group.tsx';
import { useFieldError } from './use-field-error.ts';

export type Choice = { value: string | number; label: string };

type Props = {
  name: string;
  label: string;
  hint?: React.ReactNode;
  choices: Choice[] | undefined;
  /** Dropdown options are ids (numbers) in the API. */
  numeric?: boolean;
  loading?: boolean;
  /** Not yet answerable, e.g. until an earlier answer is given. */
  disabled?: boolean;
  /** Always has a value (a default is set): no empty option to choose by mistake. */
  alwaysChosen?: boolean;
};

/**
 * A select bound to the form's value, so a value set before the options arrive (a saved draft, the
 * profile) shows as soon as they do instead of "Select an option".
 */
export function SelectField({ name, label, hint, choices, numeric, loading, disabled, alwaysChosen }: Props) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  const empty = loading ? 'Loading...' : choices?.length || disabled ? 'Select an option' : 'No options';
  return (
    <FieldGroup name={name} label={label} hint={hint} error={error}>
      <select
        {...controlProps(name, hint, error)}
        className={`select${error ? ' select--error' : ''}`}
        disabled={loading || disabled}
        ref={field.ref}
        name={field.name}
        value={field.value === undefined || field.value === null ? '' : String(field.value)}
        onChange={(event) => {
          const v = event.target.value;
          field.onChange(v === '' ? undefined : numeric ? Number(v) : v);
        }}
        onBlur={field.onBlur}
      >
        {alwaysChosen ? null : <option value="">{empty}</option>}
        {choices?.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </FieldGroup>
  );
}
