import { formatUkDate } from '@coaching/shared/rules/dates';
import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { DatedNotes } from '../../../../components/dated-notes.tsx';
import { Notice } from '../../../../components/inset.tsx';
import { Modal } from '../../../../components/modal.tsx';
import { useRemoveSessionNote } from '../../api/remove-session-note.ts';

type Note = StaffSessionView['notes'][number];

/** A session's notes; the client reads them, so removing a mistaken one asks first. */
export function SessionNotes({ clientId, session }: { clientId: number; session: StaffSessionView }) {
  const remove = useRemoveSessionNote();
  const [confirming, setConfirming] = useState<Note | null>(null);
  const [removed, setRemoved] = useState(false);
  const removedRef = useRef<HTMLParagraphElement>(null);
  // The Remove button has gone with its note, so focus moves to the confirmation instead of the page.
  useEffect(() => {
    if (removed) removedRef.current?.focus();
  }, [removed]);

  const close = () => {
    setConfirming(null);
    remove.reset();
  };
  const confirm = (note: Note) =>
    remove.mutate(
      { clientId, sessionId: session.id, noteId: note.id },
      {
        onSuccess: () => {
          close();
          setRemoved(true);
        },
      },
    );

  return (
    <>
      {removed ? (
        <p className="secondary-text" role="status" tabIndex={-1} ref={removedRef}>
          Note removed.
        </p>
      ) : null}
      {session.notes.length ? (
        <DatedNotes
          notes={session.notes}
          action={(note) => (
            <Button
              variant="link"
              onClick={() => {
                setRemoved(false);
                setConfirming(note);
              }}
            >
              Remove<span className="visually-hidden"> the note of {formatUkDate(note.date)}</span>
            </Button>
          )}
        />
      ) : null}
      <Modal open={confirming !== null} title="Remove this note?" onClose={close}>
        {confirming ? (
          <>
            <p>The client will no longer see this note from {formatUkDate(confirming.date)}:</p>
            <blockquote className="staff-quote">{confirming.note}</blockquote>
            {remove.isError ? <Notice kind="error">The note could not be removed. Try again.</Notice> : null}
            <div className="button-group">
              <Button variant="warning" onClick={() => confirm(confirming)}>
                Yes, remove the note
              </Button>
              <Button variant="secondary" onClick={close}>
                No, keep it
              </Button>
            </div>
          </>
        ) : null}
      </Modal>
    </>
  );
}
