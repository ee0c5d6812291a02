import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';

/** The form settings every screen shares: errors on submit, then corrected as the person types. */
export function useSchemaForm<TIn extends FieldValues, TOut extends FieldValues>(
  resolver: Resolver<TIn, unknown, TOut>,
  defaultValues?: DefaultValues<TIn>,
) {
  return useForm<TIn, unknown, TOut>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
