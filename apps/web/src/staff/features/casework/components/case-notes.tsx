import { type Casework, caseNoteForm } from '@coaching/shared/schemas/staff-casework';
import { Button } from '../../../../components/button.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { SignedEntries } from '../../../components/signed-entries.tsx';
import { useAddCaseNote } from '../../../lib/api/casework.ts';
import type { OpenForm } from '../../../lib/use-open-form.ts';
import { CorrectCaseNoteForm } from './correction-forms.tsx';

type Props = { clientId: number; notes: Casework['notes']; forms: OpenForm };

/** Notes about the client outside sessions and plans; staff only, dated and signed, corrected by their author. */
export function CaseNotes({ clientId, notes, forms }: Props) {
  const add = useAddCaseNote();
  const form = useZodForm(caseNoteForm, { note: '' });
  const correcting = notes.find((n) => forms.open === `note-${n.id}`);
  return (
    <section aria-labelledby="case-notes">
      <h2 className="heading-m" id="case-notes">
        Case notes
      </h2>
      <Form
        form={form}
        onSubmit={async (values) => {
          await add.mutateAsync({ clientId, ...values });
          form.reset({ note: '' });
        }}
      >
        <TextField name="note" label="New case note" hint="Only staff see case notes" multiline />
        <Button type="submit" variant="secondary">
          Add case note
        </Button>
      </Form>
      <SignedEntries
        caption="Case notes, newest first"
        entries={notes}
        empty="No case notes yet."
        text={{ header: 'Note', cell: (n) => n.note }}
        correct={{ what: 'note', onCorrect: (n) => forms.show(`note-${n.id}`) }}
      />
      {correcting ? (
        <CorrectCaseNoteForm
          clientId={clientId}
          note={correcting}
          onDone={() => forms.close(`note-${correcting.id}`)}
        />
      ) : null}
    </section>
  );
}
