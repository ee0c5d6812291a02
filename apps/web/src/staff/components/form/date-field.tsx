import { useFormContext } from 'react-hook-form';
import { controlProps, FieldGroup } from '../../../components/form/field-group.tsx';
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
  return (
    <FieldGroup name={name} label={label} hint={hint} error={error}>
      <input
        type="date"
        {...controlProps(name, hint, error, 'half')}
        {...register(name, { setValueAs: (v: string) => (v === '' ? empty : v) })}
      />
    </FieldGroup>
  );
}
