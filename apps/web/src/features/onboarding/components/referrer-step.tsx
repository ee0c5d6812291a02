import { referrerDetails } from '@coaching/shared/schemas/registration';
import type { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import { Form } from '../../../components/form/form.tsx';
import { SelectField } from '../../../components/form/select-field.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useDropdown } from '../api/get-dropdown.ts';
import { useDraftAutosave } from '../use-draft-autosave.ts';
import { StepLayout } from './step-layout.tsx';
import type { StepProps } from './step-props.ts';

/** Page 4, only for someone registering another person: the referrer's own details. */
export function ReferrerStep({ values, onBack, onContinue }: StepProps<z.output<typeof referrerDetails>>) {
  const relations = useDropdown('referrerRelations');
  const form = useZodForm(referrerDetails, {
    someone_else_first_name: values.someone_else_first_name ?? '',
    someone_else_last_name: values.someone_else_last_name ?? '',
    someone_else_email: values.someone_else_email ?? '',
    someone_else_relationship: values.someone_else_relationship,
  });
  useDraftAutosave(form);
  return (
    <StepLayout title="Your details as the person registering" step={3} onBack={onBack}>
      <p>You are registering someone else, so we need your details too.</p>
      <Form form={form} onSubmit={onContinue}>
        <TextField name="someone_else_first_name" label="Your first name" autoComplete="given-name" />
        <TextField name="someone_else_last_name" label="Your last name" autoComplete="family-name" />
        <TextField name="someone_else_email" label="Your email address" type="email" autoComplete="email" />
        <SelectField
          name="someone_else_relationship"
          label={`How are you related to ${values.first_name || 'them'}?`}
          choices={relations.choices}
          loading={relations.loading}
          numeric
        />
        <Button type="submit">Continue</Button>
      </Form>
    </StepLayout>
  );
}
