import { CONTACT_OUTCOME_LABELS, CONTACT_OUTCOMES } from '@coaching/shared/constants';
import { type Casework, caseNoteForm, contactCorrectionForm } from '@coaching/shared/schemas/staff-casework';
import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { ChoiceGroup } from '../../../../components/form/choice-group.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { SubmitOrCancel } from '../../../../components/form/submit-or-cancel.tsx';
import { TextField } from '../../../../components/form/text-field.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { formatUkDateTime } from '../../../lib/format.ts';
import { useFormVersion } from '../../../lib/use-form-version.ts';
import { useCorrectCaseNote, useCorrectContact } from '../api/correct-casework.ts';

// The fields sit under "correction." so their ids differ from the new note's and attempt's on the page.
const contactCorrection = z.object({ correction: contactCorrectionForm });
const noteCorrection = z.object({ correction: caseNoteForm });

type Done = { onDone: () => void };

/**
 * A correction's form: the typing field is focused when it opens, and it closes once saved. The
 * fields are the caller's; the values go to `save`, which sends the version the form was filled from.
 */
function CorrectionForm<TIn extends FieldValues, TOut extends FieldValues>({
  form,
  save,
  onDone,
  children,
}: Done & {
  form: UseFormReturn<TIn, unknown, TOut>;
  save: (values: TOut) => Promise<unknown>;
  children: React.ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.querySelector<HTMLElement>('textarea, input:not([type=radio])')?.focus(), []);
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await save(values);
        onDone();
      }}
    >
      <div ref={box}>{children}</div>
      <SubmitOrCancel submit="Save correction" onCancel={onDone} />
    </Form>
  );
}

/** Its author corrects a contact attempt's outcome and note; the earlier words stay in the audit trail. */
export function CorrectContactForm({
  clientId,
  contact,
  onDone,
}: Done & { clientId: number; contact: Casework['contacts'][number] }) {
  const correct = useCorrectContact();
  const values = { correction: { outcome: contact.outcome, note: contact.note } };
  const form = useZodForm(contactCorrection, values);
  const saveVersion = useFormVersion(form, { etag: contact.version, values, what: 'contact attempt' });
  return (
    <CorrectionForm
      form={form}
      save={({ correction }) =>
        saveVersion(async (ifMatch) => {
          const answer = await correct.mutateAsync({
            clientId,
            contactId: contact.id,
            ifMatch,
            ...correction,
          });
          return { etag: answer.contacts.find((c) => c.id === contact.id)?.version ?? null };
        })
      }
      onDone={onDone}
    >
      <h3 className="heading-s">Correct your contact attempt of {formatUkDateTime(contact.at)}</h3>
      <ChoiceGroup
        name="correction.outcome"
        legend="What happened"
        inline
        choices={CONTACT_OUTCOMES.map((value) => ({ value, label: CONTACT_OUTCOME_LABELS[value] }))}
      />
      <TextField name="correction.note" label="Corrected note (optional)" />
    </CorrectionForm>
  );
}

/** Its author corrects a case note; the earlier words stay in the audit trail. */
export function CorrectCaseNoteForm({
  clientId,
  note,
  onDone,
}: Done & { clientId: number; note: Casework['notes'][number] }) {
  const correct = useCorrectCaseNote();
  const values = { correction: { note: note.note } };
  const form = useZodForm(noteCorrection, values);
  const saveVersion = useFormVersion(form, { etag: note.version, values, what: 'case note' });
  return (
    <CorrectionForm
      form={form}
      save={({ correction }) =>
        saveVersion(async (ifMatch) => {
          const answer = await correct.mutateAsync({ clientId, noteId: note.id, ifMatch, ...correction });
          return { etag: answer.notes.find((n) => n.id === note.id)?.version ?? null };
        })
      }
      onDone={onDone}
    >
      <TextField
        name="correction.note"
        label={`Correct your case note of ${formatUkDateTime(note.at)}`}
        hint="The words before your correction are kept in the audit trail"
        multiline
      />
    </CorrectionForm>
  );
}
