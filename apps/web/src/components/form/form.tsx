import { type FieldErrors, type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';
import { ErrorSummary, type SummaryItem } from './error-summary.tsx';
import { FormControls } from './form-controls.tsx';

function collect(errors: FieldErrors, prefix = ''): SummaryItem[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const name = prefix ? `${prefix}.${key}` : key;
    if ('message' in value && typeof value.message === 'string' && value.message)
      return [{ name, message: value.message }];
    return collect(value as FieldErrors, name);
  });
}

type Props<TIn extends FieldValues, TOut extends FieldValues> = {
  form: UseFormReturn<TIn, unknown, TOut>;
  onSubmit: (values: TOut) => unknown;
  children: React.ReactNode;
  /** Field names the server may send with a prefix (e.g. "client."), stripped before matching. */
  serverPrefix?: string;
  className?: string;
};

/**
 * A form with the error summary on top. Client errors come from the shared zod schema; server field
 * errors are put back on the matching fields, anything else becomes a summary line.
 */
export function Form<TIn extends FieldValues, TOut extends FieldValues>({
  form,
  onSubmit,
  children,
  serverPrefix,
  className,
}: Props<TIn, TOut>) {
  const { errors, submitCount } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerErrors(form, error, serverPrefix);
    }
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className={className}>
        <ErrorSummary items={collect(errors)} focusKey={submitCount} />
        <FormControls>{children}</FormControls>
      </form>
    </FormProvider>
  );
}

export function showServerErrors<TIn extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<TIn, unknown, TOut>,
  error: unknown,
  prefix = '',
) {
  const known = new Set(Object.keys(form.getValues()));
  const fieldErrors = error instanceof ApiError ? error.errors : {};
  let matched = false;
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const name = prefix && key.startsWith(prefix) ? key.slice(prefix.length) : key;
    if (known.has(name.split('.')[0] ?? '')) {
      form.setError(name as never, { message: messages[0] ?? 'Invalid value' }, { shouldFocus: !matched });
      matched = true;
    }
  }
  if (!matched) {
    form.setError('root' as never, {
      message: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
    });
  }
}
