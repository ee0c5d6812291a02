import { useFormContext } from 'react-hook-form';
import { FieldError, Hint } from '../../../components/form/field-error.tsx';
import { describedBy, fieldIds } from '../../../components/form/field-ids.ts';
import { useFieldError } from '../../../components/form/use-field-error.ts';

/**
 * A calendar date (YYYY-MM-DD) with the browser's date picker. An empty field is `empty`: null
 * where the API takes "no date", undefined where the field may be left out.
 */
export function DateField({
  name,
  label,
  hint,
  empty = undefined,
}: {
  name: string;
  label: string;
  hint?: string;
  empty?: null | undefined;
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const { id } = fieldIds(name);
  return (
    <div className={`form-group${error ? ' form-group--error' : ''}`}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <Hint name={name}>{hint}</Hint>
      <FieldError name={name} message={error} />
      <input
        id={id}
        type="date"
        className={`input input--half${error ? ' input--error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, hint, error)}
        {...register(name, { setValueAs: (v: string) => (v === '' ? empty : v) })}
      />
    </div>
  );
}
