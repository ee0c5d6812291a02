import { BCT_PROGRESS_MAX } from '@coaching/shared/constants';
import {
  addPlanBct,
  bctNoteForm,
  type StaffLibrary,
  type StaffPlan,
} from '@coaching/shared/schemas/staff-plan';
import { Button } from '../../../../components/button.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { SelectField } from '../../../../components/form/select-field.tsx';
import { SubmitOrCancel } from '../../../../components/form/submit-or-cancel.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { DateField } from '../../../components/form/date-field.tsx';
import { RemovableNotes } from '../../../components/removable-notes.tsx';
import type { OpenForm } from '../../../lib/use-open-form.ts';
import { useAddBctNote } from '../api/add-bct-note.ts';
import { useAddPlanBct } from '../api/add-plan-bct.ts';
import { useRemoveBctNote } from '../api/remove-bct-note.ts';
import { useRemovePlanBct } from '../api/remove-plan-bct.ts';

type Technique = StaffPlan['bcts'][number];

function AddTechniqueForm({
  clientId,
  choices,
  onDone,
}: {
  clientId: number;
  choices: StaffLibrary['bcts'];
  onDone: () => void;
}) {
  const add = useAddPlanBct();
  const form = useZodForm(addPlanBct, { note: '' });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await add.mutateAsync({ clientId, ...values, note: values.note || undefined });
        onDone();
      }}
    >
      <SelectField
        name="bct_id"
        label="Technique"
        numeric
        choices={choices.map((b) => ({ value: b.id, label: `${b.web_friendly_name} (${b.name})` }))}
      />
      <TextField
        name="note"
        label="First note (optional)"
        hint="What the client will do, and when"
        multiline
      />
      <SubmitOrCancel submit="Add technique" onCancel={onDone} />
    </Form>
  );
}

function TechniqueNoteForm({
  clientId,
  bct,
  onDone,
}: {
  clientId: number;
  bct: Technique;
  onDone: () => void;
}) {
  const add = useAddBctNote();
  const form = useZodForm(bctNoteForm, { note: '' });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await add.mutateAsync({ clientId, bctId: bct.bct_id, ...values });
        onDone();
      }}
    >
      <TextField name="note" label={`Note for ${bct.web_friendly_name}`} multiline />
      <DateField name="date" label="Date (optional)" hint="Leave empty for today" />
      <SubmitOrCancel submit="Add note" onCancel={onDone} />
    </Form>
  );
}

function TechniqueItem({ clientId, bct, editing }: { clientId: number; bct: Technique; editing: OpenForm }) {
  const remove = useRemovePlanBct();
  const removeNote = useRemoveBctNote();
  const key = `bct-note-${bct.bct_id}`;
  return (
    <li className="card">
      <h4 className="heading-s">
        {bct.web_friendly_name} <span className="secondary-text">({bct.name})</span>
        {bct.retired ? <span className="tag">Retired from the library</span> : null}
      </h4>
      <p>
        Client’s rating:{' '}
        {bct.progress === null ? 'not rated yet' : `${bct.progress} out of ${BCT_PROGRESS_MAX}`}
      </p>
      {bct.notes.length ? (
        <RemovableNotes
          notes={bct.notes}
          onRemove={(note) => removeNote.mutateAsync({ clientId, bctId: bct.bct_id, noteId: note.id })}
        />
      ) : (
        <p className="secondary-text">No notes yet.</p>
      )}
      {editing.open === key ? (
        <TechniqueNoteForm clientId={clientId} bct={bct} onDone={() => editing.close(key)} />
      ) : (
        <div className="staff-inline-actions">
          <Button variant="secondary" onClick={() => editing.show(key)}>
            Add a note<span className="visually-hidden"> to {bct.web_friendly_name}</span>
          </Button>
          <Button variant="link" onClick={() => remove.mutate({ clientId, bctId: bct.bct_id })}>
            Remove<span className="visually-hidden"> {bct.web_friendly_name}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

export function PlanTechniques({
  clientId,
  plan,
  library,
  editing,
}: {
  clientId: number;
  plan: StaffPlan;
  library: StaffLibrary;
  editing: OpenForm;
}) {
  const unused = library.bcts.filter((b) => !plan.bcts.some((p) => p.bct_id === b.id));
  return (
    <section className="staff-panel" aria-labelledby="plan-techniques">
      <h3 className="heading-m" id="plan-techniques">
        Behaviour-change techniques
      </h3>
      {plan.bcts.length === 0 ? <p className="secondary-text">None yet.</p> : null}
      <ul className="cards">
        {plan.bcts.map((bct) => (
          <TechniqueItem key={bct.bct_id} clientId={clientId} bct={bct} editing={editing} />
        ))}
      </ul>
      {editing.open === 'add-bct' ? (
        <AddTechniqueForm clientId={clientId} choices={unused} onDone={() => editing.close('add-bct')} />
      ) : unused.length ? (
        <Button variant="secondary" onClick={() => editing.show('add-bct')}>
          Add a technique
        </Button>
      ) : null}
    </section>
  );
}
