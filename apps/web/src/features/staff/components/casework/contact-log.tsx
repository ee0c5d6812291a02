import { CONTACT_CHANNEL_LABELS, CONTACT_OUTCOME_LABELS } from '@coaching/shared/constants';
import type { Casework } from '@coaching/shared/schemas/staff-casework';
import { DataTable } from '../data-table.tsx';
import { formatUkDateTime } from '../format.ts';
import { ContactAttemptButtons } from './contact-attempt-buttons.tsx';

/** The attempts to reach the client, newest first, under the controls that log one. */
export function ContactLog({ clientId, contacts }: { clientId: number; contacts: Casework['contacts'] }) {
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
          { key: 'note', header: 'Note', cell: (c) => c.note || 'None' },
          { key: 'by', header: 'By', cell: (c) => c.by ?? 'Former staff' },
        ]}
      />
    </section>
  );
}
