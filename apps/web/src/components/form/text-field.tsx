import { useFormContext } from 'react-hook-form';
import { FieldError, Hint } from './field-error.tsx';
import { describedBy, fieldIds } from './field-ids.ts';
import { useFieldError } from './use-field-error.ts';

type Props = {
  name: string;
  label: string;
  hint?: React.ReactNode;
  type?: 'text' | 'email' | 'tel' | 'password' | 'number';
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** Characters a person may type; others are ignored as they type (spec: postcode, phone). */
  allowed?: RegExp;
  width?: 'full' | 'half' | 'short';
  multiline?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
};

export function TextField({
  name,
  label,
  hint,
  type = 'text',
  allowed,
  width = 'full',
  multiline,
  ...rest
}: Props) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const { id } = fieldIds(name);
  const field = register(
    name,
    // Nothing but spaces is no answer ("Required"), not the 0 that Number() makes of it.
    type === 'number' ? { setValueAs: (v: string) => (v.trim() === '' ? undefined : Number(v)) } : {},
  );
  const filter = (event: React.InputEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (allowed && event.data && ![...event.data].every((c) => allowed.test(c))) event.preventDefault();
  };
  const common = {
    id,
    ...field,
    ...rest,
    onBeforeInput: allowed ? filter : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(name, hint, error),
    className: `input input--${width}${error ? ' input--error' : ''}`,
  };
  return (
    <div className={`form-group${error ? ' form-group--error' : ''}`}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <Hint name={name}>{hint}</Hint>
      <FieldError name={name} message={error} />
      {multiline ? (
        <textarea rows={5} {...common} />
      ) : (
        <input type={type === 'number' ? 'text' : type} {...common} />
      )}
    </div>
  );
}
