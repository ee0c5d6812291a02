import {
  CONTACT_CHANNEL_LABELS,
  CONTACT_CHANNELS,
  CONTACT_OUTCOME_LABELS,
  CONTACT_OUTCOMES,
  NOTE_MAX_LENGTH,
} from '@coaching/shared/constants';
import { MSG } from '@coaching/shared/messages';
import { useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { controlProps, FieldGroup } from '../../components/form/field-group.tsx';
import { Notice } from '../../components/inset.tsx';
import { useLogContact } from '../lib/api/casework.ts';
import { RefusalNotice } from './refusal-notice.tsx';

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
 * wait while an attempt is being logged, and the service logs a double click once anyway. A note over
 * the limit is refused with the limit in words (the schema's), never cut short as it is typed.
 */
export function ContactAttemptButtons({ clientId, idPrefix, who }: Props) {
  const log = useLogContact();
  const [channel, setChannel] = useState<Channel>('phone');
  const [note, setNote] = useState('');
  const [logged, setLogged] = useState<string | null>(null);
  const [noteError, setNoteError] = useState<string | undefined>();
  const noteField = useRef<HTMLInputElement>(null);
  const noteName = `${idPrefix}-note`;
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
      <FieldGroup
        name={noteName}
        label="Note (optional)"
        hint={`Up to ${NOTE_MAX_LENGTH} characters`}
        error={noteError}
      >
        <input
          ref={noteField}
          {...controlProps(noteName, true, noteError)}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </FieldGroup>
      <div className="staff-inline-actions">
        {CONTACT_OUTCOMES.map((outcome) => (
          <Button
            key={outcome}
            variant="secondary"
            pending={log.isPending}
            onClick={() => {
              if (note.trim().length > NOTE_MAX_LENGTH) {
                setNoteError(MSG.tooLong(NOTE_MAX_LENGTH));
                noteField.current?.focus();
                return;
              }
              setNoteError(undefined);
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
              );
            }}
          >
            {CONTACT_OUTCOME_LABELS[outcome]}
            {hidden}
          </Button>
        ))}
      </div>
    </>
  );
}
