import { planNoteForm, planNoteUpdate, type StaffPlan } from '@coaching/shared/schemas/staff-plan';
import { Button } from '../../../../components/button.tsx';
import { ChoiceGroup } from '../../../../components/form/choice-group.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { SubmitOrCancel } from '../../../../components/form/submit-or-cancel.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { useFormVersion } from '../../../lib/use-form-version.ts';
import type { OpenForm } from '../../../lib/use-open-form.ts';
import { useAddPlanNote } from '../api/add-plan-note.ts';
import { useEditPlanNote } from '../api/edit-plan-note.ts';
import { useRemovePlanNote } from '../api/remove-plan-note.ts';

type Note = StaffPlan['goal_notes'][number];

function AddNoteForm({ clientId, onDone }: { clientId: number; onDone: () => void }) {
  const add = useAddPlanNote();
  const form = useZodForm(planNoteForm, { title: '', note: '' });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await add.mutateAsync({ clientId, ...values });
        onDone();
      }}
    >
      <ChoiceGroup
        name="kind"
        legend="Kind of note"
        inline
        choices={[
          { value: 'goal', label: 'Goal' },
          { value: 'barrier', label: 'Barrier' },
        ]}
      />
      <TextField name="title" label="Title" hint="A few words, such as Move more" />
      <TextField name="note" label="Note" multiline />
      <SubmitOrCancel submit="Add note" onCancel={onDone} />
    </Form>
  );
}

type EditNoteProps = { clientId: number; note: Note; onDone: () => void };

function EditNoteForm({ clientId, note, onDone }: EditNoteProps) {
  const edit = useEditPlanNote();
  const values = { title: note.title, note: note.note };
  const form = useZodForm(planNoteUpdate, values);
  const saveVersion = useFormVersion(form, { etag: note.version, values, what: 'note' });
  return (
    <Form
      form={form}
      onSubmit={async (typed) => {
        await saveVersion((ifMatch) =>
          edit.mutateAsync({ clientId, noteId: note.id, ifMatch, ...typed }).then(() => ({ etag: null })),
        );
        onDone();
      }}
    >
      <TextField name="title" label="Title" />
      <TextField name="note" label="Note" multiline />
      <SubmitOrCancel submit="Save note" onCancel={onDone} />
    </Form>
  );
}

function NoteList({
  heading,
  notes,
  clientId,
  editing,
}: {
  heading: string;
  notes: Note[];
  clientId: number;
  editing: OpenForm;
}) {
  const remove = useRemovePlanNote();
  return (
    <>
      <h4 className="heading-s">{heading}</h4>
      {notes.length === 0 ? <p className="secondary-text">None yet.</p> : null}
      <ul className="list--bullet">
        {notes.map((note) => (
          <li key={note.id}>
            {editing.open === `note-${note.id}` ? (
              <EditNoteForm clientId={clientId} note={note} onDone={() => editing.close(`note-${note.id}`)} />
            ) : (
              <>
                <strong>{note.title}</strong>: {note.note}
                <span className="staff-inline-actions">
                  <Button variant="link" onClick={() => editing.show(`note-${note.id}`)}>
                    Edit<span className="visually-hidden"> {note.title}</span>
                  </Button>
                  <Button variant="link" onClick={() => remove.mutate({ clientId, noteId: note.id })}>
                    Remove<span className="visually-hidden"> {note.title}</span>
                  </Button>
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

export function PlanNotes({
  clientId,
  plan,
  editing,
}: {
  clientId: number;
  plan: StaffPlan;
  editing: OpenForm;
}) {
  return (
    <section className="staff-panel" aria-labelledby="plan-notes">
      <h3 className="heading-m" id="plan-notes">
        Goal and barrier notes
      </h3>
      <NoteList heading="Goals" notes={plan.goal_notes} clientId={clientId} editing={editing} />
      <NoteList heading="Barriers" notes={plan.barrier_notes} clientId={clientId} editing={editing} />
      {editing.open === 'add-note' ? (
        <AddNoteForm clientId={clientId} onDone={() => editing.close('add-note')} />
      ) : (
        <Button variant="secondary" onClick={() => editing.show('add-note')}>
          Add a goal or barrier note
        </Button>
      )}
    </section>
  );
}
