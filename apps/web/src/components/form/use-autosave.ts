import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** Calls `save` with the form's answers each time one changes, so a draft follows what is typed. */
export function useAutosave<TIn extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<TIn, unknown, TOut>,
  save: (values: Partial<TIn>) => void,
) {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const subscription = form.watch((values) => latest.current(values as Partial<TIn>));
    return () => subscription.unsubscribe();
  }, [form]);
}
