import { useFormContext } from 'react-hook-form';
import { FieldError, Hint } from './field-error.tsx';
import { describedBy, fieldIds } from './field-ids.ts';
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
};

export function SelectField({ name, label, hint, choices, numeric, loading }: Props) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const { id } = fieldIds(name);
  const empty = loading ? 'Loading...' : choices?.length ? 'Select an option' : 'No options';
  return (
    <div className={`form-group${error ? ' form-group--error' : ''}`}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <Hint name={name}>{hint}</Hint>
      <FieldError name={name} message={error} />
      <select
        id={id}
        className={`select${error ? ' select--error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
        disabled={loading}
        {...register(name, { setValueAs: (v: string) => (v === '' ? undefined : numeric ? Number(v) : v) })}
      >
        <option value="">{empty}</option>
        {choices?.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}
