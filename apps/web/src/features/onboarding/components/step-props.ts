import type { RegistrationValues } from '../registration-draft.ts';

/** What the registration page gives each of its steps; T is what the step's form hands back. */
export type StepProps<T> = {
  values: RegistrationValues;
  onBack: () => void;
  onContinue: (values: T) => unknown;
};
