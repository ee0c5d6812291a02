import { eligibilityCheck } from '@coaching/shared/schemas/registration';
import type { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import { DateOfBirthField } from '../../../components/form/date-of-birth-field.tsx';
import { Form } from '../../../components/form/form.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useDraftAutosave } from '../use-draft-autosave.ts';
import { StepLayout } from './step-layout.tsx';
import type { StepProps } from './step-props.ts';

export const POSTCODE_CHARACTERS = /[A-Za-z0-9 ]/;

/** Page 1: e-mail, date of birth and postcode decide whether the person can register. */
export function EligibilityStep({
  values,
  onBack,
  onContinue,
}: StepProps<z.output<typeof eligibilityCheck>>) {
  const form = useZodForm(eligibilityCheck, {
    email: values.email ?? '',
    dob: values.dob ?? '',
    postcode: values.postcode ?? '',
  });
  useDraftAutosave(form);
  return (
    <StepLayout title="Check you can use the service" step={1} onBack={onBack}>
      <p>If you are registering someone else, enter their details.</p>
      <Form form={form} onSubmit={onContinue}>
        <TextField name="email" label="Email address" type="email" autoComplete="email" />
        <DateOfBirthField name="dob" adultsOnly={false} />
        <TextField
          name="postcode"
          label="Postcode"
          hint="For example, DT1 1XJ"
          autoComplete="postal-code"
          allowed={POSTCODE_CHARACTERS}
          width="short"
        />
        <Button type="submit">Continue</Button>
      </Form>
    </StepLayout>
  );
}
