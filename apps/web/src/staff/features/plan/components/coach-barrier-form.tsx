import { PATHWAY_LABELS, type PathwaySlug } from '@coaching/shared/constants';
import { COMB_COMPONENTS, COMB_HINTS, COMB_LABELS } from '@coaching/shared/rules/com-b';
import { coachBarrierForm } from '@coaching/shared/schemas/barriers';
import { ChoiceGroup } from '../../../../components/form/choice-group.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { SubmitOrCancel } from '../../../../components/form/submit-or-cancel.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { useAddCoachBarrier } from '../api/add-coach-barrier.ts';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A barrier in the coach's words: the COM-B component chosen decides the techniques suggested. */
export function CoachBarrierForm({
  clientId,
  goals,
  onDone,
}: {
  clientId: number;
  goals: PathwaySlug[];
  onDone: () => void;
}) {
  const add = useAddCoachBarrier();
  const form = useZodForm(coachBarrierForm, {
    words: '',
    ...(goals.length === 1 ? { pathway: goals[0] } : {}),
  });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await add.mutateAsync({ clientId, ...values });
        onDone();
      }}
    >
      <TextField
        name="words"
        label="What gets in the way"
        hint="In plain words, as the client would say it"
      />
      <ChoiceGroup
        name="component"
        legend="What kind of barrier is it? (COM-B)"
        choices={COMB_COMPONENTS.map((c) => ({
          value: c,
          label: `${capitalised(COMB_LABELS[c])}: ${COMB_HINTS[c]}`,
        }))}
      />
      <ChoiceGroup
        name="pathway"
        legend="Which goal does it get in the way of?"
        inline
        choices={goals.map((g) => ({ value: g, label: PATHWAY_LABELS[g] }))}
      />
      <SubmitOrCancel submit="Add barrier" onCancel={onDone} />
    </Form>
  );
}
