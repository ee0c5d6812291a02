import { FieldError, Hint } from './field-error.tsx';
import { describedBy, fieldIds } from './field-ids.ts';

type Width = 'full' | 'half' | 'short';

function describedControl(name: string, hint: unknown, error: string | undefined) {
  return {
    id: fieldIds(name).id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(name, hint, error),
  };
}

/** The attributes that tie a text control to its label, hint and error. */
export function controlProps(name: string, hint: unknown, error: string | undefined, width: Width = 'full') {
  return {
    ...describedControl(name, hint, error),
    className: `input input--${width}${error ? ' input--error' : ''}`,
  };
}

/** The same for a select. */
export function selectProps(name: string, hint: unknown, error: string | undefined) {
  return { ...describedControl(name, hint, error), className: `select${error ? ' select--error' : ''}` };
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
  legendAsHeading,
  hint,
  error,
  children,
}: Props & {
  legend: React.ReactNode;
  /** The question is the page's heading (one question per page). */
  legendAsHeading?: boolean;
}) {
  return (
    <FormGroup error={error}>
      <fieldset className="fieldset" aria-describedby={describedBy(name, hint, error)}>
        <legend className={legendAsHeading ? 'fieldset__legend fieldset__legend--l' : 'fieldset__legend'}>
          {legendAsHeading ? <h1 className="fieldset__heading">{legend}</h1> : legend}
        </legend>
        <Hint name={name}>{hint}</Hint>
        <FieldError name={name} message={error} />
        {children}
      </fieldset>
    </FormGroup>
  );
}
