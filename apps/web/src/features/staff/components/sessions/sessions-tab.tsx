import { TIME_LABELS } from '@coaching/shared/constants';
import { formatUkDate } from '@coaching/shared/rules/dates';
import type { StaffSessionView } from '@coaching/shared/schemas/staff-sessions';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../../components/button.tsx';
import { Notice } from '../../../../components/inset.tsx';
import { Page } from '../../../../components/page.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useChangeSessionStatus } from '../../api/change-session-status.ts';
import { useStaffSessions } from '../../api/get-staff-sessions.ts';
import { fullName } from '../format.ts';
import { Loaded } from '../loaded.tsx';
import { useClientId, useRecord } from '../record/client-record-layout.tsx';
import { MoveForm, ScheduleForm, SessionNoteForm } from './session-forms.tsx';
import { SESSION_STATUS_LABELS, SESSION_TYPE_LABELS } from './session-labels.ts';
import { SessionNotes } from './session-notes.tsx';

const describe = (s: StaffSessionView) => `${SESSION_TYPE_LABELS[s.type]} on ${formatUkDate(s.due_date)}`;

function SessionRow({
  session,
  open,
  setOpen,
}: {
  session: StaffSessionView;
  open: string | null;
  setOpen: (v: string | null) => void;
}) {
  const clientId = useClientId();
  const status = useChangeSessionStatus();
  const [problem, setProblem] = useState<string | null>(null);
  const change = (next: StaffSessionView['status']) => {
    setProblem(null);
    status.mutate(
      { clientId, sessionId: session.id, status: next },
      {
        onError: (e) =>
          setProblem(
            e instanceof ApiError && e.status === 409 ? e.message : 'The session could not be changed.',
          ),
      },
    );
  };
  const hidden = <span className="visually-hidden"> {describe(session)}</span>;
  return (
    <tr>
      <td>{formatUkDate(session.due_date)}</td>
      <td>{TIME_LABELS[session.time]}</td>
      <td>{SESSION_TYPE_LABELS[session.type]}</td>
      <td>
        <span className={`tag${session.status === 'due' ? ' tag--green' : ''}`}>
          {SESSION_STATUS_LABELS[session.status]}
        </span>
      </td>
      <td>
        <SessionNotes clientId={clientId} session={session} />
        {open === `note-${session.id}` ? (
          <SessionNoteForm clientId={clientId} session={session} onDone={() => setOpen(null)} />
        ) : null}
        {open === `move-${session.id}` ? (
          <MoveForm clientId={clientId} session={session} onDone={() => setOpen(null)} />
        ) : null}
        {problem ? <Notice kind="error">{problem}</Notice> : null}
      </td>
      <td className="table__actions">
        {session.status === 'due' ? (
          <>
            <Button variant="secondary" onClick={() => change('complete')}>
              Mark complete{hidden}
            </Button>
            <Button variant="secondary" onClick={() => change('missed')}>
              Mark missed{hidden}
            </Button>
            <Button variant="secondary" onClick={() => change('cancelled')}>
              Cancel{hidden}
            </Button>
            <Button variant="link" onClick={() => setOpen(`move-${session.id}`)}>
              Move{hidden}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => change('due')}>
            Make upcoming again{hidden}
          </Button>
        )}
        <Button variant="link" onClick={() => setOpen(`note-${session.id}`)}>
          Add a note{hidden}
        </Button>
      </td>
    </tr>
  );
}

export function SessionsTab() {
  const record = useRecord();
  const clientId = useClientId();
  const sessions = useStaffSessions(clientId);
  // My day's "Rearrange" arrives with ?move=<session id>: that session's move form is open.
  const moving = useSearchParams()[0].get('move');
  const [open, setOpen] = useState<string | null>(moving ? `move-${moving}` : null);
  return (
    <Page title={`${fullName(record)}: sessions`} wide>
      <h2 className="heading-l">Sessions</h2>
      {open === 'schedule' ? (
        <section className="staff-panel" aria-labelledby="schedule-session">
          <h3 className="heading-m" id="schedule-session">
            Schedule a session
          </h3>
          <ScheduleForm clientId={clientId} onDone={() => setOpen(null)} />
        </section>
      ) : (
        <p>
          <Button onClick={() => setOpen('schedule')}>Schedule a session</Button>
        </p>
      )}
      <Loaded query={sessions} what="the sessions">
        {(list) =>
          list.length === 0 ? (
            <p>No sessions yet.</p>
          ) : (
            <div className="staff-scroll">
              <table className="table">
                <caption className="visually-hidden">Sessions, earliest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Time</th>
                    <th scope="col">Type</th>
                    <th scope="col">Status</th>
                    <th scope="col">Notes</th>
                    <th scope="col">
                      <span className="visually-hidden">Change</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((session) => (
                    <SessionRow key={session.id} session={session} open={open} setOpen={setOpen} />
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Loaded>
    </Page>
  );
}
