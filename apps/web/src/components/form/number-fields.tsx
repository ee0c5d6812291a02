import { TextField } from './text-field.tsx';

const WHOLE = /\d/;
const DECIMAL = /[\d .]/;

/** A number a person types: digits (and a dot where decimals make sense) only. */
export function NumberField({
  name,
  label,
  hint,
  decimal,
}: {
  name: string;
  label: string;
  hint?: string;
  decimal?: boolean;
}) {
  return (
    <TextField
      name={name}
      label={label}
      hint={hint}
      type="number"
      inputMode={decimal ? 'decimal' : 'numeric'}
      allowed={decimal ? DECIMAL : WHOLE}
      width="short"
    />
  );
}

/** Two numbers that make one answer, such as hours and minutes, in a fieldset with a legend. */
export function NumberPair({
  legend,
  hint,
  asHeading,
  first,
  second,
}: {
  legend: string;
  hint?: string;
  asHeading?: boolean;
  first: { name: string; label: string; decimal?: boolean };
  second: { name: string; label: string; decimal?: boolean };
}) {
  return (
    <fieldset className="fieldset">
      <legend className={asHeading ? 'fieldset__legend fieldset__legend--l' : 'fieldset__legend'}>
        {asHeading ? <h1 className="fieldset__heading">{legend}</h1> : legend}
      </legend>
      {hint ? <p className="hint">{hint}</p> : null}
      <div className="date-input">
        <div className="date-input__item">
          <NumberField {...first} />
        </div>
        <div className="date-input__item">
          <NumberField {...second} />
        </div>
      </div>
    </fieldset>
  );
}
