import { type Casework, caseNoteForm } from '@coaching/shared/schemas/staff-casework';
import { Button } from '../../../../components/button.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { useAddCaseNote } from '../../api/casework.ts';
import { DataTable } from '../data-table.tsx';
import { formatUkDateTime } from '../format.ts';

/** Notes about the client outside sessions and plans; staff only, dated and signed. */
export function CaseNotes({ clientId, notes }: { clientId: number; notes: Casework['notes'] }) {
  const add = useAddCaseNote();
  const form = useZodForm(caseNoteForm, { note: '' });
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
          { key: 'note', header: 'Note', cell: (n) => n.note },
          { key: 'by', header: 'By', cell: (n) => n.by ?? 'Former staff' },
        ]}
      />
    </section>
  );
}
