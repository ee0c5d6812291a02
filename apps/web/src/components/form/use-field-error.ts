import { get, useFormContext, useFormState } from 'react-hook-form';

/** The message of a field's error, also for nested names like "client.email". */
export function useFieldError(name: string): string | undefined {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as { message?: string } | undefined;
  return error?.message;
}
