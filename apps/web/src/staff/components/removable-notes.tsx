import { formatUkDate } from '@coaching/shared/rules/dates';
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { DatedNotes } from '../../components/dated-notes.tsx';
import { Notice } from '../../components/inset.tsx';
import { Modal } from '../../components/modal.tsx';
import { useFocusWhen } from '../../lib/use-focus-when.ts';

type Note = { id: number; date: string; note: string };

/** Dated notes the client reads (session and technique notes); removing a mistaken one asks first. */
export function RemovableNotes<N extends Note>({
  notes,
  onRemove,
}: {
  notes: N[];
  onRemove: (note: N) => Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState<N | null>(null);
  const [failed, setFailed] = useState(false);
  const [removed, setRemoved] = useState(false);
  // The Remove button has gone with its note.
  const removedRef = useFocusWhen<HTMLParagraphElement>(removed);

  const close = () => {
    setConfirming(null);
    setFailed(false);
  };
  const confirm = (note: N) =>
    onRemove(note).then(
      () => {
        close();
        setRemoved(true);
      },
      () => setFailed(true),
    );

  return (
    <>
      {removed ? (
        <p className="secondary-text" role="status" tabIndex={-1} ref={removedRef}>
          Note removed.
        </p>
      ) : null}
      {notes.length ? (
        <DatedNotes
          notes={notes}
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
            {failed ? <Notice kind="error">The note could not be removed. Try again.</Notice> : null}
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
