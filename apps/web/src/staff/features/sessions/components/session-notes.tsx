import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';
import { RemovableNotes } from '../../../components/removable-notes.tsx';
import { useRemoveSessionNote } from '../api/remove-session-note.ts';

/** A session's notes; the client reads them, so removing a mistaken one asks first. */
export function SessionNotes({ clientId, session }: { clientId: number; session: StaffSessionView }) {
  const remove = useRemoveSessionNote();
  // The list stays in place when it empties, to say the last note was removed.
  return (
    <>
      {session.notes.length === 0 ? <span className="secondary-text">No notes yet</span> : null}
      <RemovableNotes
        notes={session.notes}
        onRemove={(note) => remove.mutateAsync({ clientId, sessionId: session.id, noteId: note.id })}
      />
    </>
  );
}
