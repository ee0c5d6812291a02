import { bandLabel } from '@coaching/shared/rules/diary';
import type { MyDay } from '@coaching/shared/schemas/staff-my-day';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/button.tsx';
import { Notice } from '../../../../components/inset.tsx';
import { Loading } from '../../../../components/loading.tsx';
import { UndoMarkedButton } from '../../../components/undo-marked-button.tsx';
import { useChangeSessionStatus } from '../../../lib/api/change-session-status.ts';
import { fullName } from '../../../lib/format.ts';
import { refusalText } from '../../../lib/refusal.ts';
import { SESSION_STATUS_LABELS, SESSION_TYPE_LABELS } from '../../../lib/session-labels.ts';
import { ClientLink } from './client-link.tsx';
import { MyDaySection } from './my-day-section.tsx';
import { closePanelTo } from './row-panel.tsx';
import { undoUntilIn } from './undo-until-in.ts';

// Loads with its panel, so My day's first load has no form validation (zod).
const RecordSession = lazy(() => import('./record-session.tsx').then((m) => ({ default: m.RecordSession })));

type Session = MyDay['today_sessions'][number];

type Marked = { onMarked: (sessionId: number, undoUntil: string | null) => void };

type ButtonsProps = Marked & { session: Session; undoUntil: string | null; onNote: () => void };

/**
 * Done, missed or rearrange in one click, or held or missed with a note; the answer refreshes My day.
 * A session this page marked can be undone here for 10 minutes, as on the record's Sessions tab.
 */
function SessionButtons({ session, undoUntil, onNote, onMarked }: ButtonsProps) {
  const status = useChangeSessionStatus();
  const [problem, setProblem] = useState<string | null>(null);
  const hidden = <span className="visually-hidden"> ({fullName(session)})</span>;
  const change = (next: 'complete' | 'missed' | 'due') => {
    setProblem(null);
    status.mutate(
      { clientId: session.client_id, sessionId: session.session_id, status: next },
      {
        onSuccess: (answer) => onMarked(session.session_id, undoUntilIn(answer, session.session_id)),
        onError: (e) => setProblem(refusalText(e, 'The session could not be changed.')),
      },
    );
  };
  const refusal = problem ? <Notice kind="error">{problem}</Notice> : null;
  if (session.status !== 'due') {
    const marked = session.status === 'complete' || session.status === 'missed' ? session.status : null;
    return (
      <div className="staff-inline-actions">
        <span className="tag">{SESSION_STATUS_LABELS[session.status]}</span>
        {marked && undoUntil ? (
          <UndoMarkedButton
            status={marked}
            until={undoUntil}
            what={`${SESSION_TYPE_LABELS[session.type].toLowerCase()} with ${fullName(session)}`}
            onUndo={() => change('due')}
          />
        ) : null}
        {refusal}
      </div>
    );
  }
  return (
    <div className="staff-inline-actions">
      <Button variant="secondary" onClick={() => change('complete')}>
        Done{hidden}
      </Button>
      <Button variant="secondary" onClick={() => change('missed')}>
        Missed{hidden}
      </Button>
      <Button variant="secondary" onClick={onNote}>
        With a note{hidden}
      </Button>
      <Link to={`/staff/clients/${session.client_id}/sessions?move=${session.session_id}`}>
        Rearrange{hidden}
      </Link>
      {refusal}
    </div>
  );
}

export function TodaySessions({ rows }: { rows: Session[] }) {
  const [noting, setNoting] = useState<Session | null>(null);
  // The sessions marked from this page, with until when each can be undone (My day's list does not say).
  const [undoUntil, setUndoUntil] = useState<Record<number, string | null>>({});
  const onMarked = (sessionId: number, until: string | null) =>
    setUndoUntil((all) => ({ ...all, [sessionId]: until }));
  return (
    <>
      <MyDaySection
        id="today-sessions"
        title="Today’s sessions"
        rows={rows}
        rowKey={(r) => r.session_id}
        empty="You have no sessions today."
        columns={[
          {
            key: 'time',
            header: 'Time',
            cell: (r) => bandLabel(r.time),
          },
          { key: 'client', header: 'Client', cell: (r) => <ClientLink row={r} tab="/sessions" /> },
          { key: 'type', header: 'Type', cell: (r) => SESSION_TYPE_LABELS[r.type] },
          {
            key: 'contact',
            header: 'Contact',
            cell: (r) => `${r.contact_method ?? 'Not chosen'}: ${r.contact}`,
          },
          { key: 'note', header: 'Last note', cell: (r) => r.last_note ?? 'No notes yet' },
          {
            key: 'do',
            header: 'Record',
            cell: (r) => (
              <SessionButtons
                session={r}
                undoUntil={undoUntil[r.session_id] ?? null}
                onNote={() => setNoting(r)}
                onMarked={onMarked}
              />
            ),
          },
        ]}
      />
      {noting ? (
        <Suspense fallback={<Loading />}>
          <RecordSession
            key={noting.session_id}
            session={noting}
            onMarked={onMarked}
            onClose={() => {
              setNoting(null);
              closePanelTo('today-sessions');
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
