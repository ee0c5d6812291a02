import type { SessionView } from '@coaching/shared/schemas/sessions';
import { DatedNotes } from '../../../components/dated-notes.tsx';
import { Modal } from '../../../components/modal.tsx';
import { sessionName } from '../session-labels.ts';

export function NotesModal({ session, onClose }: { session: SessionView; onClose: () => void }) {
  return (
    <Modal open title={`Notes: ${sessionName(session)}`} onClose={onClose}>
      <DatedNotes notes={session.notes} />
      <button type="button" className="button" onClick={onClose}>
        Close notes
      </button>
    </Modal>
  );
}
