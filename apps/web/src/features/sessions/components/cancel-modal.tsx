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
 * Sent with the session's version the window opened with, so a session the coach moved or cancelled
 * meanwhile is not cancelled: the client is told when it is now (`session` is as the list has it now)
 * and confirms again to cancel that. A reload while the window is open does not do this for them.
 */
export function CancelModal({ session, onClose }: { session: SessionView; onClose: () => void }) {
  const cancel = useCancelSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [opened, setOpened] = useState(session.version);
  const notice = useFocusWhen<HTMLDivElement>(refusal);
  const confirm = async () => {
    setRefusal(null);
    try {
      await cancel.mutateAsync({ id: session.id, ifMatch: opened });
      navigate(cancelledPath(session));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CHANGED_SINCE_OPENED') {
        const now = queryClient.getQueryData(sessionsQuery.queryKey)?.find((s) => s.id === session.id);
        setRefusal(changedSinceOpened(now, 'cancelled'));
        if (now) setOpened(now.version);
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
