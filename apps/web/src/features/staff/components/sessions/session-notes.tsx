import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';
import { useRemoveSessionNote } from '../../api/remove-session-note.ts';
import { RemovableNotes } from '../removable-notes.tsx';

/** A session's notes; the client reads them, so removing a mistaken one asks first. */
export function SessionNotes({ clientId, session }: { clientId: number; session: StaffSessionView }) {
  const remove = useRemoveSessionNote();
  return (
    <RemovableNotes
      notes={session.notes}
      onRemove={(note) => remove.mutateAsync({ clientId, sessionId: session.id, noteId: note.id })}
    />
  );
}
