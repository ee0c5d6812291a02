import { useController, useFormContext } from 'react-hook-form';
import { DateOfBirthInput, type DateOfBirthProps } from './date-of-birth-input.tsx';
import { useFieldError } from './use-field-error.ts';

/** The date of birth selects as a field of the surrounding react-hook-form. */
export function DateOfBirthField(props: DateOfBirthProps) {
  const { control } = useFormContext();
  const { field } = useController({ name: props.name, control });
  const error = useFieldError(props.name);
  return (
    <DateOfBirthInput
      {...props}
      error={error}
      defaultValue={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      dayRef={field.ref}
    />
  );
}
