import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useAutosave } from '../../components/form/use-autosave.ts';
import { type RegistrationValues, saveValues } from './registration-draft.ts';

/** Every answer is kept as it is typed, so a reload mid-page loses nothing (onboarding §4). */
export function useDraftAutosave<TIn extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<TIn, unknown, TOut>,
) {
  useAutosave(form, (values) => saveValues(values as RegistrationValues));
}
