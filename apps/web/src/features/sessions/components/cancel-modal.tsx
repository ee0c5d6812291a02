import type { SessionView } from '@coaching/shared/schemas/sessions';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useCancelSession } from '../api/cancel-session.ts';
import { cancelledPath, sessionName, sessionTime } from '../session-labels.ts';

export function CancelModal({ session, onClose }: { session: SessionView; onClose: () => void }) {
  const cancel = useCancelSession();
  const navigate = useNavigate();
  const confirm = async () => {
    try {
      await cancel.mutateAsync(session.id);
      navigate(cancelledPath(session));
    } catch (error) {
      // A failed DELETE only clears the loading flag (portal §8).
      console.error('Unable to cancel the session', error);
    }
  };
  return (
    <Modal open title="Cancel this session?" onClose={onClose}>
      <p>
        Are you sure you want to cancel your {sessionName(session).toLowerCase()},{' '}
        {sessionTime(session).toLowerCase()}?
      </p>
      <div className="button-group">
        <Button type="submit" variant="warning" onClick={confirm}>
          Yes, cancel it
        </Button>
        <Button variant="secondary" onClick={onClose}>
          No, keep it
        </Button>
      </div>
    </Modal>
  );
}
