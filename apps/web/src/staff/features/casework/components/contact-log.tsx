import { CONTACT_CHANNEL_LABELS, CONTACT_OUTCOME_LABELS } from '@coaching/shared/constants';
import type { Casework } from '@coaching/shared/schemas/staff-casework';
import { ContactAttemptButtons } from '../../../components/contact-attempt-buttons.tsx';
import { SignedEntries } from '../../../components/signed-entries.tsx';
import type { OpenForm } from '../../../lib/use-open-form.ts';
import { CorrectContactForm } from './correction-forms.tsx';

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
      <SignedEntries
        caption="Contact attempts, newest first"
        entries={contacts}
        empty="No contact attempts logged yet."
        details={[
          { key: 'how', header: 'How', cell: (c) => CONTACT_CHANNEL_LABELS[c.channel] },
          { key: 'outcome', header: 'Outcome', cell: (c) => CONTACT_OUTCOME_LABELS[c.outcome] },
        ]}
        text={{ header: 'Note', cell: (c) => c.note || 'None' }}
        correct={{ what: 'attempt', onCorrect: (c) => forms.show(`contact-${c.id}`) }}
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
