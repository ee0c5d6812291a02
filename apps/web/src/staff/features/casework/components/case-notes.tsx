import { type Casework, caseNoteForm } from '@coaching/shared/schemas/staff-casework';
import { Button } from '../../../../components/button.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { DataTable } from '../../../components/data-table.tsx';
import { useAddCaseNote } from '../../../lib/api/casework.ts';
import { formatUkDateTime } from '../../../lib/format.ts';
import type { OpenForm } from '../../../lib/use-open-form.ts';
import { CorrectCaseNoteForm } from './correction-forms.tsx';
import { EditedStamp } from './edited-stamp.tsx';

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
      <DataTable
        caption="Case notes, newest first"
        captionHidden
        rows={notes}
        rowKey={(n) => n.id}
        empty="No case notes yet."
        columns={[
          { key: 'at', header: 'When', cell: (n) => formatUkDateTime(n.at) },
          {
            key: 'note',
            header: 'Note',
            cell: (n) => (
              <>
                {n.note}
                <EditedStamp at={n.edited_at} />
              </>
            ),
          },
          { key: 'by', header: 'By', cell: (n) => n.by ?? 'Former staff' },
          {
            key: 'correct',
            header: 'Correct',
            headerHidden: true,
            className: 'table__actions',
            cell: (n) =>
              n.mine ? (
                <Button variant="link" onClick={() => forms.show(`note-${n.id}`)}>
                  Correct<span className="visually-hidden"> the note of {formatUkDateTime(n.at)}</span>
                </Button>
              ) : null,
          },
        ]}
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
