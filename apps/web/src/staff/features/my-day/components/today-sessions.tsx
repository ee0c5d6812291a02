import { bandLabel } from '@coaching/shared/rules/diary';
import type { MyDay } from '@coaching/shared/schemas/staff-my-day';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/button.tsx';
import { Notice } from '../../../../components/inset.tsx';
import { Loading } from '../../../../components/loading.tsx';
import { useChangeSessionStatus } from '../../../lib/api/change-session-status.ts';
import { fullName } from '../../../lib/format.ts';
import { refusalText } from '../../../lib/refusal.ts';
import { SESSION_STATUS_LABELS, SESSION_TYPE_LABELS } from '../../../lib/session-labels.ts';
import { ClientLink } from './client-link.tsx';
import { MyDaySection } from './my-day-section.tsx';
import { closePanelTo } from './row-panel.tsx';

// Loads with its panel, so My day's first load has no form validation (zod).
const RecordSession = lazy(() => import('./record-session.tsx').then((m) => ({ default: m.RecordSession })));

type Session = MyDay['today_sessions'][number];

/** Done, missed or rearrange in one click, or held or missed with a note; the answer refreshes My day. */
function SessionButtons({ session, onNote }: { session: Session; onNote: () => void }) {
  const status = useChangeSessionStatus();
  const [problem, setProblem] = useState<string | null>(null);
  const hidden = <span className="visually-hidden"> ({fullName(session)})</span>;
  const change = (next: 'complete' | 'missed') => {
    setProblem(null);
    status.mutate(
      { clientId: session.client_id, sessionId: session.session_id, status: next },
      {
        onError: (e) => setProblem(refusalText(e, 'The session could not be changed.')),
      },
    );
  };
  if (session.status !== 'due') return <span className="tag">{SESSION_STATUS_LABELS[session.status]}</span>;
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
      {problem ? <Notice kind="error">{problem}</Notice> : null}
    </div>
  );
}

export function TodaySessions({ rows }: { rows: Session[] }) {
  const [noting, setNoting] = useState<Session | null>(null);
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
            cell: (r) => <SessionButtons session={r} onNote={() => setNoting(r)} />,
          },
        ]}
      />
      {noting ? (
        <Suspense fallback={<Loading />}>
          <RecordSession
            key={noting.session_id}
            session={noting}
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
