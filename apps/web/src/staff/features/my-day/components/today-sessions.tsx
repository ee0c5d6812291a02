import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/button.tsx';
import { Notice } from '../../../../components/inset.tsx';
import { Loading } from '../../../../components/loading.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useFocusWhen } from '../../../../lib/use-focus-when.ts';
import { RearrangeLink } from '../../../components/rearrange-link.tsx';
import { UndoMarkedButton } from '../../../components/undo-marked-button.tsx';
import { useChangeSessionStatus } from '../../../lib/api/change-session-status.ts';
import { useReadLatestSession } from '../../../lib/api/get-staff-sessions.ts';
import { fullName } from '../../../lib/format.ts';
import { changedSinceShown, refusalText } from '../../../lib/refusal.ts';
import { SESSION_STATUS_LABELS, SESSION_TYPE_LABELS, sessionNow } from '../../../lib/session-labels.ts';
import { MyDaySection } from './my-day-section.tsx';
import { closePanelTo } from './row-panel.tsx';
import { type DaySession as Session, sessionColumns } from './session-columns.tsx';
import { undoUntilIn } from './undo-until-in.ts';

// Loads with its panel, so My day's first load has no form validation (zod).
const RecordSession = lazy(() => import('./record-session.tsx').then((m) => ({ default: m.RecordSession })));

type Marked = { onMarked: (sessionId: number, undoUntil: string | null) => void };

/** Why a change to a session was not made; `changed` when it changed since the page showed it. */
type Problem = { session: Session; text: string; changed: boolean };

type ButtonsProps = Marked & {
  session: Session;
  undoUntil: string | null;
  onNote: () => void;
  /** Why the last change made here was not, shown beside the buttons. */
  notice: React.ReactNode;
  onProblem: (problem: Problem | null) => void;
};

/**
 * Done, missed or rearrange in one click, or held or missed with a note; the answer refreshes My day.
 * A session this page marked can be undone here for 10 minutes, as on the record's Sessions tab. Each
 * sends the session's version the row showed, so a session moved or cancelled meanwhile (by a
 * colleague, or the client) is not marked: the refusal says what it is now.
 */
function SessionButtons({ session, undoUntil, onNote, onMarked, notice, onProblem }: ButtonsProps) {
  const status = useChangeSessionStatus();
  const readLatest = useReadLatestSession();
  const hidden = <span className="visually-hidden"> ({fullName(session)})</span>;
  const change = (next: 'complete' | 'missed' | 'due') => {
    onProblem(null);
    // Not mutate's callbacks: they are dropped if the row leaves My day (its refresh lands first).
    status
      .mutateAsync({
        clientId: session.client_id,
        sessionId: session.session_id,
        status: next,
        ifMatch: session.version,
      })
      .then(
        (answer) => onMarked(session.session_id, undoUntilIn(answer, session.session_id)),
        async (e: unknown) => {
          if (!(e instanceof ApiError && e.code === 'CHANGED_SINCE_OPENED')) {
            onProblem({ session, text: refusalText(e, 'The session could not be changed.'), changed: false });
            return;
          }
          const latest = await readLatest(session.client_id, session.session_id);
          onProblem({ session, text: latest ? sessionNow(latest) : '', changed: true });
        },
      );
  };
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
        {notice}
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
      <RearrangeLink session={session} />
      {notice}
    </div>
  );
}

/**
 * Why a change was not made, with focus on it: the buttons it was made from may have gone (the
 * session marked meanwhile, or moved off today with its row).
 */
function ProblemNotice({ problem, listed }: { problem: Problem; listed: boolean }) {
  const ref = useFocusWhen<HTMLDivElement>(problem);
  const gone = [problem.text, 'It is no longer among today’s sessions.'].filter(Boolean).join(' ');
  return (
    <div ref={ref} tabIndex={-1}>
      <Notice kind="error">
        <p>{problem.changed ? changedSinceShown(listed ? problem.text : gone) : problem.text}</p>
        {listed ? null : (
          <p>
            <Link to={`/staff/clients/${problem.session.client_id}/sessions`}>
              Check {fullName(problem.session)}’s sessions
            </Link>
          </p>
        )}
      </Notice>
    </div>
  );
}

export function TodaySessions({ rows }: { rows: Session[] }) {
  const [noting, setNoting] = useState<Session | null>(null);
  // The sessions marked from this page, with until when each can be undone (My day's list does not say).
  const [undoUntil, setUndoUntil] = useState<Record<number, string | null>>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const onMarked = (sessionId: number, until: string | null) =>
    setUndoUntil((all) => ({ ...all, [sessionId]: until }));
  const listed = rows.some((r) => r.session_id === problem?.session.session_id);
  const current = noting && (rows.find((r) => r.session_id === noting.session_id) ?? noting);
  return (
    <>
      <MyDaySection
        notice={problem && !listed ? <ProblemNotice problem={problem} listed={false} /> : null}
        id="today-sessions"
        title="Today’s sessions"
        rows={rows}
        rowKey={(r) => r.session_id}
        empty="You have no sessions today."
        columns={[
          ...sessionColumns,
          {
            key: 'do',
            header: 'Record',
            cell: (r) => (
              <SessionButtons
                session={r}
                undoUntil={undoUntil[r.session_id] ?? null}
                onNote={() => setNoting(r)}
                onMarked={onMarked}
                notice={
                  problem?.session.session_id === r.session_id ? (
                    <ProblemNotice problem={problem} listed />
                  ) : null
                }
                onProblem={setProblem}
              />
            ),
          },
        ]}
      />
      {current ? (
        <Suspense fallback={<Loading />}>
          <RecordSession
            key={current.session_id}
            session={current}
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
