import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { type RegistrationValues, saveValues } from './registration-draft.ts';

/** Every answer is kept as it is typed, so a reload mid-page loses nothing (onboarding §4). */
export function useDraftAutosave<TIn extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<TIn, unknown, TOut>,
) {
  useEffect(() => {
    const subscription = form.watch((values) => saveValues(values as RegistrationValues));
    return () => subscription.unsubscribe();
  }, [form]);
}
