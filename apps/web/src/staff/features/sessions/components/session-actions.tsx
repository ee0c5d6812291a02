import { TIME_LABELS } from '@coaching/shared/constants';
import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { Notice } from '../../../../components/inset.tsx';
import { Modal } from '../../../../components/modal.tsx';
import { UndoMarkedButton } from '../../../components/undo-marked-button.tsx';
import { useChangeSessionStatus } from '../../../lib/api/change-session-status.ts';
import { useStaffMe } from '../../../lib/api/get-staff-me.ts';
import { refusalText } from '../../../lib/refusal.ts';
import { describeSession } from '../../../lib/session-labels.ts';
import type { OpenForm } from '../../../lib/use-open-form.ts';
import { useClientId } from '../../../lib/use-record.ts';

/**
 * Marking a session held, missed or cancelled, moving it and adding a note. Each sends the session's
 * version the row was shown with (If-Match), so nothing is done to a session the coach did not see. Held or missed can be
 * undone in place for 10 minutes by whoever marked it or an administrator (the server checks too);
 * cancelling asks first.
 */
export function SessionActions({ session, forms }: { session: StaffSessionView; forms: OpenForm }) {
  const me = useStaffMe();
  const clientId = useClientId();
  const status = useChangeSessionStatus();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const mayUndo = me.role === 'admin' || me.id === session.marked_by;
  const change = (next: StaffSessionView['status'], onDone?: () => void) => {
    setProblem(null);
    status.mutate(
      { clientId, sessionId: session.id, status: next, ifMatch: session.version },
      {
        onSuccess: onDone,
        onError: (e) => {
          onDone?.();
          // Changed since the row was shown (the client moved it): refusalText says the page now shows it.
          setProblem(refusalText(e, 'The session could not be changed.'));
        },
      },
    );
  };
  const what = describeSession(session);
  const hidden = <span className="visually-hidden"> {what}</span>;
  return (
    <>
      {session.status === 'due' ? (
        <>
          <Button variant="secondary" onClick={() => change('complete')}>
            Mark complete{hidden}
          </Button>
          <Button variant="secondary" onClick={() => change('missed')}>
            Mark missed{hidden}
          </Button>
          <Button variant="link" onClick={() => forms.show(`note-${session.id}`)}>
            Add a note{hidden}
          </Button>
          <Button variant="link" onClick={() => forms.show(`move-${session.id}`)}>
            Move{hidden}
          </Button>
          <Button variant="warning" className="session-cancel" onClick={() => setConfirmCancel(true)}>
            Cancel session{hidden}
          </Button>
        </>
      ) : (
        <>
          {session.status === 'cancelled' ? (
            <Button variant="secondary" onClick={() => change('due')}>
              Make upcoming again{hidden}
            </Button>
          ) : null}
          {mayUndo && session.undo_until && session.status !== 'cancelled' ? (
            <UndoMarkedButton
              status={session.status}
              until={session.undo_until}
              what={what}
              onUndo={() => change('due')}
            />
          ) : null}
          <Button variant="link" onClick={() => forms.show(`note-${session.id}`)}>
            Add a note{hidden}
          </Button>
        </>
      )}
      {problem ? <Notice kind="error">{problem}</Notice> : null}
      <Modal open={confirmCancel} title="Cancel this session?" onClose={() => setConfirmCancel(false)}>
        <p>
          {what}, {TIME_LABELS[session.time].toLowerCase()}. The client is told once, by their preferred way
          of being contacted, and the place in the diary is freed.
        </p>
        <div className="button-group">
          <Button variant="warning" onClick={() => change('cancelled', () => setConfirmCancel(false))}>
            Yes, cancel the session
          </Button>
          <Button variant="secondary" onClick={() => setConfirmCancel(false)}>
            No, keep it
          </Button>
        </div>
      </Modal>
    </>
  );
}
