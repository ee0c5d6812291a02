import {
  CONTACT_CHANNEL_LABELS,
  CONTACT_CHANNELS,
  CONTACT_OUTCOME_LABELS,
  CONTACT_OUTCOMES,
} from '@coaching/shared/constants';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { Notice } from '../../../../components/inset.tsx';
import { useLogContact } from '../../api/casework.ts';
import { RefusalNotice } from '../refusal-notice.tsx';

type Channel = (typeof CONTACT_CHANNELS)[number];

type Props = {
  clientId: number;
  /** Keeps the fields' ids apart when a page has more than one (My day). */
  idPrefix: string;
  /** Who was tried, for the buttons' accessible names where a page lists several clients. */
  who?: string;
};

/**
 * Two clicks: how (a phone call unless changed), then what happened; a note is optional. The buttons
 * wait while an attempt is being logged, and the service logs a double click once anyway.
 */
export function ContactAttemptButtons({ clientId, idPrefix, who }: Props) {
  const log = useLogContact();
  const [channel, setChannel] = useState<Channel>('phone');
  const [note, setNote] = useState('');
  const [logged, setLogged] = useState<string | null>(null);
  const hidden = who ? <span className="visually-hidden"> ({who})</span> : null;
  return (
    <>
      {logged ? <Notice kind="success">{logged}</Notice> : null}
      <RefusalNotice error={log.error} fallback="The contact could not be logged. Try again." />
      <div className="form-group">
        <label className="label" htmlFor={`${idPrefix}-channel`}>
          How you tried
        </label>
        <select
          id={`${idPrefix}-channel`}
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
        <label className="label" htmlFor={`${idPrefix}-note`}>
          Note (optional)
        </label>
        <input
          id={`${idPrefix}-note`}
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
            disabled={log.isPending}
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
            {hidden}
          </Button>
        ))}
      </div>
    </>
  );
}
