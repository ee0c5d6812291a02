import { PATHWAY_LABELS, PATHWAY_SLUGS } from '@coaching/shared/constants';
import { nameAndGoals } from '@coaching/shared/schemas/registration';
import type { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import { ChoiceGroup } from '../../../components/form/choice-group.tsx';
import { Form } from '../../../components/form/form.tsx';
import { TextField } from '../../../components/form/text-field.tsx';
import { useZodForm } from '../../../components/form/use-zod-form.ts';
import { useDraftAutosave } from '../use-draft-autosave.ts';
import { StepLayout } from './step-layout.tsx';
import type { StepProps } from './step-props.ts';

const GOALS = PATHWAY_SLUGS.map((slug) => ({ value: slug, label: PATHWAY_LABELS[slug] }));

/** Page 2: name and goals. */
export function NameGoalsStep({ values, onBack, onContinue }: StepProps<z.output<typeof nameAndGoals>>) {
  const form = useZodForm(nameAndGoals, {
    first_name: values.first_name ?? '',
    last_name: values.last_name ?? '',
    pathways: values.pathways ?? [],
  });
  useDraftAutosave(form);
  return (
    <StepLayout title="Your name and goals" step={2} onBack={onBack}>
      <Form form={form} onSubmit={onContinue}>
        <TextField name="first_name" label="First name" autoComplete="given-name" />
        <TextField name="last_name" label="Last name" autoComplete="family-name" />
        <ChoiceGroup
          name="pathways"
          legend="What would you like help with?"
          hint="Select all that apply"
          choices={GOALS}
          multiple
        />
        <Button type="submit">Continue</Button>
      </Form>
    </StepLayout>
  );
}
