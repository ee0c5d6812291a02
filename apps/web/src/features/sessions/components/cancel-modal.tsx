import type { SessionView } from '@coaching/shared/schemas/sessions';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/inset.tsx';
import { Modal } from '../../../components/modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { sessionsQuery } from '../../../lib/sessions.ts';
import { useFocusWhen } from '../../../lib/use-focus-when.ts';
import { useCancelSession } from '../api/cancel-session.ts';
import { changedSinceOpened } from '../changed-since-opened.ts';
import { cancelledPath, sessionName, sessionTime } from '../session-labels.ts';

/**
 * `session` is as the list has it now, so the question names the time the cancel is sent for, with
 * the version it showed: a session the coach moved or cancelled meanwhile is not cancelled, and the
 * client is told when it is now.
 */
export function CancelModal({ session, onClose }: { session: SessionView; onClose: () => void }) {
  const cancel = useCancelSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const notice = useFocusWhen<HTMLDivElement>(refusal);
  const confirm = async () => {
    setRefusal(null);
    try {
      await cancel.mutateAsync({ id: session.id, ifMatch: session.version });
      navigate(cancelledPath(session));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CHANGED_SINCE_OPENED') {
        const now = queryClient.getQueryData(sessionsQuery.queryKey)?.find((s) => s.id === session.id);
        setRefusal(changedSinceOpened(now, 'cancelled'));
        return;
      }
      // Any other failed DELETE only clears the loading flag (portal §8).
      console.error('Unable to cancel the session', error);
    }
  };
  const upcoming = session.status === 'due';
  return (
    <Modal open title="Cancel this session?" onClose={onClose}>
      {refusal ? (
        <div ref={notice} tabIndex={-1}>
          <Notice kind="error">
            <p>{refusal}</p>
          </Notice>
        </div>
      ) : null}
      {upcoming ? (
        <p>
          Are you sure you want to cancel your {sessionName(session).toLowerCase()},{' '}
          {sessionTime(session).toLowerCase()}?
        </p>
      ) : null}
      <div className="button-group">
        {upcoming ? (
          <Button type="submit" variant="warning" onClick={confirm}>
            Yes, cancel it
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          {upcoming ? 'No, keep it' : 'Close'}
        </Button>
      </div>
    </Modal>
  );
}
