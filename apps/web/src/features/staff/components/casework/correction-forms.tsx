import { CONTACT_OUTCOME_LABELS, CONTACT_OUTCOMES } from '@coaching/shared/constants';
import { type Casework, caseNoteForm, contactCorrectionForm } from '@coaching/shared/schemas/staff-casework';
import { useEffect } from 'react';
import { z } from 'zod';
import { Button } from '../../../../components/button.tsx';
import { ChoiceGroup } from '../../../../components/form/choice-group.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { useCorrectCaseNote, useCorrectContact } from '../../api/correct-casework.ts';
import { formatUkDateTime } from '../format.ts';

// The fields sit under "correction." so their ids differ from the new note's and attempt's on the page.
const contactCorrection = z.object({ correction: contactCorrectionForm });
const noteCorrection = z.object({ correction: caseNoteForm });

type Done = { onDone: () => void };

function Buttons({ onDone, what }: Done & { what: string }) {
  return (
    <div className="button-group">
      <Button type="submit">Save {what}</Button>
      <Button variant="secondary" onClick={onDone}>
        Cancel
      </Button>
    </div>
  );
}

/** Its author corrects a contact attempt's outcome and note; the earlier words stay in the audit trail. */
export function CorrectContactForm({
  clientId,
  contact,
  onDone,
}: Done & { clientId: number; contact: Casework['contacts'][number] }) {
  const correct = useCorrectContact();
  const form = useZodForm(contactCorrection, {
    correction: { outcome: contact.outcome, note: contact.note },
  });
  const { setFocus } = form;
  useEffect(() => setFocus('correction.note'), [setFocus]);
  return (
    <Form
      form={form}
      onSubmit={async ({ correction }) => {
        await correct.mutateAsync({ clientId, contactId: contact.id, ...correction });
        onDone();
      }}
    >
      <h3 className="heading-s">Correct your contact attempt of {formatUkDateTime(contact.at)}</h3>
      <ChoiceGroup
        name="correction.outcome"
        legend="What happened"
        inline
        choices={CONTACT_OUTCOMES.map((value) => ({ value, label: CONTACT_OUTCOME_LABELS[value] }))}
      />
      <TextField name="correction.note" label="Note (optional)" />
      <Buttons onDone={onDone} what="correction" />
    </Form>
  );
}

/** Its author corrects a case note; the earlier words stay in the audit trail. */
export function CorrectCaseNoteForm({
  clientId,
  note,
  onDone,
}: Done & { clientId: number; note: Casework['notes'][number] }) {
  const correct = useCorrectCaseNote();
  const form = useZodForm(noteCorrection, { correction: { note: note.note } });
  const { setFocus } = form;
  useEffect(() => setFocus('correction.note'), [setFocus]);
  return (
    <Form
      form={form}
      onSubmit={async ({ correction }) => {
        await correct.mutateAsync({ clientId, noteId: note.id, ...correction });
        onDone();
      }}
    >
      <TextField
        name="correction.note"
        label={`Correct your case note of ${formatUkDateTime(note.at)}`}
        hint="The words before your correction are kept in the audit trail"
        multiline
      />
      <Buttons onDone={onDone} what="correction" />
    </Form>
  );
}
