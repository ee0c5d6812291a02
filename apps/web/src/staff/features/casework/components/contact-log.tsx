import { CONTACT_CHANNEL_LABELS, CONTACT_OUTCOME_LABELS } from '@coaching/shared/constants';
import type { Casework } from '@coaching/shared/schemas/staff-casework';
import { Button } from '../../../../components/button.tsx';
import { ContactAttemptButtons } from '../../../components/contact-attempt-buttons.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { formatUkDateTime } from '../../../lib/format.ts';
import type { OpenForm } from '../../../lib/use-open-form.ts';
import { CorrectContactForm } from './correction-forms.tsx';
import { EditedStamp } from './edited-stamp.tsx';

type Props = { clientId: number; contacts: Casework['contacts']; forms: OpenForm };

/** The attempts to reach the client, newest first, under the controls that log one; each author can correct theirs. */
export function ContactLog({ clientId, contacts, forms }: Props) {
  const correcting = contacts.find((c) => forms.open === `contact-${c.id}`);
  return (
    <section aria-labelledby="contact-log">
      <h2 className="heading-m" id="contact-log">
        Contact log
      </h2>
      <ContactAttemptButtons clientId={clientId} idPrefix="contact" />
      <DataTable
        caption="Contact attempts, newest first"
        captionHidden
        rows={contacts}
        rowKey={(c) => c.id}
        empty="No contact attempts logged yet."
        columns={[
          { key: 'at', header: 'When', cell: (c) => formatUkDateTime(c.at) },
          { key: 'how', header: 'How', cell: (c) => CONTACT_CHANNEL_LABELS[c.channel] },
          { key: 'outcome', header: 'Outcome', cell: (c) => CONTACT_OUTCOME_LABELS[c.outcome] },
          {
            key: 'note',
            header: 'Note',
            cell: (c) => (
              <>
                {c.note || 'None'}
                <EditedStamp at={c.edited_at} />
              </>
            ),
          },
          { key: 'by', header: 'By', cell: (c) => c.by ?? 'Former staff' },
          {
            key: 'correct',
            header: 'Correct',
            headerHidden: true,
            className: 'table__actions',
            cell: (c) =>
              c.mine ? (
                <Button variant="link" onClick={() => forms.show(`contact-${c.id}`)}>
                  Correct<span className="visually-hidden"> the attempt of {formatUkDateTime(c.at)}</span>
                </Button>
              ) : null,
          },
        ]}
      />
      {correcting ? (
        <CorrectContactForm
          clientId={clientId}
          contact={correcting}
          onDone={() => forms.close(`contact-${correcting.id}`)}
        />
      ) : null}
    </section>
  );
}
