import {
  type Casework,
  CONTACT_CHANNEL_LABELS,
  CONTACT_CHANNELS,
  CONTACT_OUTCOME_LABELS,
  CONTACT_OUTCOMES,
} from '@coaching/shared/schemas/staff-casework';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { Notice } from '../../../../components/inset.tsx';
import { useLogContact } from '../../api/casework.ts';
import { DataTable } from '../data-table.tsx';
import { formatUkDateTime } from '../format.ts';
import { RefusalNotice } from '../refusal-notice.tsx';

type Channel = (typeof CONTACT_CHANNELS)[number];

/** Two clicks: how (a phone call unless changed), then what happened; a note is optional. */
export function ContactLog({ clientId, contacts }: { clientId: number; contacts: Casework['contacts'] }) {
  const log = useLogContact();
  const [channel, setChannel] = useState<Channel>('phone');
  const [note, setNote] = useState('');
  const [logged, setLogged] = useState<string | null>(null);
  return (
    <section aria-labelledby="contact-log">
      <h2 className="heading-m" id="contact-log">
        Contact log
      </h2>
      {logged ? <Notice kind="success">{logged}</Notice> : null}
      <RefusalNotice error={log.error} fallback="The contact could not be logged. Try again." />
      <div className="form-group">
        <label className="label" htmlFor="contact-channel">
          How you tried
        </label>
        <select
          id="contact-channel"
          className="select"
          value={channel}
          onChange={(e) => setChannel(e.target.value as Channel)}
        >
          {CONTACT_CHANNELS.map((c) => (
            <option key={c} value={c}>
              {CONTACT_CHANNEL_LABELS[c]}
            </option>
          ))}
        </select>
      </div>
      <div className="form-group">
        <label className="label" htmlFor="contact-note">
          Note (optional)
        </label>
        <input
          id="contact-note"
          className="input"
          value={note}
          maxLength={2000}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      <div className="staff-inline-actions">
        {CONTACT_OUTCOMES.map((outcome) => (
          <Button
            key={outcome}
            variant="secondary"
            onClick={() =>
              log.mutate(
                { clientId, channel, outcome, ...(note.trim() ? { note } : {}) },
                {
                  onSuccess: () => {
                    setNote('');
                    setLogged(
                      `Logged: ${CONTACT_CHANNEL_LABELS[channel]}, ${CONTACT_OUTCOME_LABELS[outcome].toLowerCase()}.`,
                    );
                  },
                },
              )
            }
          >
            {CONTACT_OUTCOME_LABELS[outcome]}
          </Button>
        ))}
      </div>
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
