import { useFormContext } from 'react-hook-form';
import { FieldError } from './field-error.tsx';
import { FormGroup } from './field-group.tsx';
import { fieldIds } from './field-ids.ts';
import { useFieldError } from './use-field-error.ts';

/** A single true/false checkbox, such as accepting the terms. */
export function CheckboxField({ name, label }: { name: string; label: React.ReactNode }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const { id, errorId } = fieldIds(name);
  return (
    <FormGroup error={error}>
      <FieldError name={name} message={error} />
      <div className="choice">
        <input
          className="choice__input"
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...register(name)}
        />
        <label className="choice__label" htmlFor={id}>
          {label}
        </label>
      </div>
    </FormGroup>
  );
}
