import { todayIso } from '@coaching/shared/rules/dates';
import { canCancel, canReschedule } from '@coaching/shared/rules/reschedule-window';
import type { SessionView } from '@coaching/shared/schemas/sessions';
import { useEffect, useState } from 'react';
import { Notice } from '../../../components/inset.tsx';
import { Heading, Page } from '../../../components/page.tsx';
import { useSessions } from '../../../lib/sessions.ts';
import { downloadCalendarFile } from '../api/download-calendar-file.ts';
import { groupSessions } from '../group-sessions.ts';
import { sessionName } from '../session-labels.ts';
import { CancelModal } from './cancel-modal.tsx';
import { NotesModal } from './notes-modal.tsx';
import { RescheduleModal } from './reschedule-modal.tsx';
import { SessionTable } from './session-table.tsx';

type Dialog = { kind: 'notes' | 'reschedule' | 'cancel'; session: SessionView } | null;

export function SessionsPage() {
  const sessions = useSessions();
  const [dialog, setDialog] = useState<Dialog>(null);

  useEffect(() => {
    if (sessions.isError) console.error('Unable to load sessions', sessions.error);
  }, [sessions.isError, sessions.error]);

  const { upcoming, cancelled, previous } = groupSessions(sessions.data ?? [], todayIso());
  const close = () => setDialog(null);
  const shown = (session: SessionView) => sessions.data?.find((s) => s.id === session.id) ?? session;

  return (
    <Page title="Sessions" wide>
      <Heading>Your sessions</Heading>
      {sessions.isPending ? <p className="loading">Loading...</p> : null}
      {sessions.isError ? (
        <Notice kind="error">
          <p>We could not load your sessions. Please try again later.</p>
        </Notice>
      ) : null}
      {sessions.data ? (
        <>
          <h2 className="heading-l">Upcoming sessions</h2>
          <SessionTable
            caption="Upcoming sessions"
            sessions={upcoming}
            empty="You have no upcoming sessions."
            actions={(session) => (
              <>
                {canReschedule(session) ? (
                  <ActionButton
                    label="Reschedule"
                    session={session}
                    onClick={() => setDialog({ kind: 'reschedule', session })}
                  />
                ) : null}
                {canCancel(session) ? (
                  <ActionButton
                    label="Cancel"
                    session={session}
                    onClick={() => setDialog({ kind: 'cancel', session })}
                  />
                ) : null}
                <ActionButton
                  label="Add to calendar"
                  session={session}
                  onClick={() => downloadCalendarFile(session).catch((error) => console.error(error))}
                />
              </>
            )}
          />
          {cancelled.length > 0 ? (
            <>
              <h2 className="heading-l">Cancelled sessions</h2>
              <SessionTable caption="Cancelled sessions" sessions={cancelled} empty="" actions={() => null} />
            </>
          ) : null}
          <h2 className="heading-l">Previous sessions</h2>
          <SessionTable
            caption="Previous sessions"
            sessions={previous}
            empty="You have no previous sessions."
            actions={(session) =>
              session.notes.length > 0 ? (
                <ActionButton
                  label="View notes"
                  session={session}
                  onClick={() => setDialog({ kind: 'notes', session })}
                />
              ) : null
            }
          />
        </>
      ) : null}
      {dialog?.kind === 'notes' ? <NotesModal session={dialog.session} onClose={close} /> : null}
      {/* As the list has it now: a change reloaded while one is open (its time, its version) shows in it. */}
      {dialog?.kind === 'reschedule' ? (
        <RescheduleModal session={shown(dialog.session)} onClose={close} />
      ) : null}
      {dialog?.kind === 'cancel' ? <CancelModal session={shown(dialog.session)} onClose={close} /> : null}
    </Page>
  );
}

function ActionButton({
  label,
  session,
  onClick,
}: {
  label: string;
  session: SessionView;
  onClick: () => void;
}) {
  return (
    <button type="button" className="button button--secondary" onClick={onClick}>
      {label}
      <span className="visually-hidden"> {sessionName(session)}</span>
    </button>
  );
}
