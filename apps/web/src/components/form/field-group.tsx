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

/** The nhsuk-frontend form group around one field, marked when the field is in error. */
export function FormGroup({ error, children }: { error: string | undefined; children: React.ReactNode }) {
  return <div className={`form-group${error ? ' form-group--error' : ''}`}>{children}</div>;
}

type Props = {
  name: string;
  hint?: React.ReactNode;
  error: string | undefined;
  children: React.ReactNode;
};

/** Label, hint and error above one control (nhsuk-frontend form group). */
export function FieldGroup({ name, label, hint, error, children }: Props & { label: string }) {
  return (
    <FormGroup error={error}>
      <label className="label" htmlFor={fieldIds(name).id}>
        {label}
      </label>
      <Hint name={name}>{hint}</Hint>
      <FieldError name={name} message={error} />
      {children}
    </FormGroup>
  );
}

/**
 * Legend, hint and error above a group of controls (radios, checkboxes, the day, month and year of a
 * date): the fieldset, not each control, is described by the hint and error.
 */
export function FieldsetGroup({
  name,
  legend,
  legendClass = 'fieldset__legend',
  hint,
  error,
  children,
}: Props & { legend: React.ReactNode; legendClass?: string }) {
  return (
    <FormGroup error={error}>
      <fieldset className="fieldset" aria-describedby={describedBy(name, hint, error)}>
        <legend className={legendClass}>{legend}</legend>
        <Hint name={name}>{hint}</Hint>
        <FieldError name={name} message={error} />
        {children}
      </fieldset>
    </FormGroup>
  );
}
