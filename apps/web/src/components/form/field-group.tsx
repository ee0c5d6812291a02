import { FieldError, Hint } from './field-error.tsx';
import { describedBy, fieldIds } from './field-ids.ts';

type Width = 'full' | 'half' | 'short';

/** The attributes that tie a text control to its label, hint and error. */
export function controlProps(name: string, hint: unknown, error: string | undefined, width: Width = 'full') {
  return {
    id: fieldIds(name).id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(name, hint, error),
    className: `input input--${width}${error ? ' input--error' : ''}`,
  };
}

type Props = {
  name: string;
  label: string;
  hint?: React.ReactNode;
  error: string | undefined;
  children: React.ReactNode;
};

/** Label, hint and error above one control (nhsuk-frontend form group). */
export function FieldGroup({ name, label, hint, error, children }: Props) {
  return (
    <div className={`form-group${error ? ' form-group--error' : ''}`}>
      <label className="label" htmlFor={fieldIds(name).id}>
        {label}
      </label>
      <Hint name={name}>{hint}</Hint>
      <FieldError name={name} message={error} />
      {children}
    </div>
  );
}
