import { TIME_LABELS } from '@coaching/shared/constants';
import { formatUkDate } from '@coaching/shared/rules/dates';
import type { MyDay } from '@coaching/shared/schemas/staff-my-day';
import { Button } from '../../../../components/button.tsx';
import { formatUkDateTime, fullName } from '../../../lib/format.ts';
import { useNoteClientChange } from '../api/note-client-change.ts';
import { ClientLink } from './client-link.tsx';
import { MyDaySection } from './my-day-section.tsx';
import { closePanelTo } from './row-panel.tsx';

type Change = MyDay['client_changes'][number];

/** The coach has seen it: the row goes, and the list's heading takes the focus. */
function NotedButton({ row }: { row: Change }) {
  const noted = useNoteClientChange();
  return (
    <Button
      variant="secondary"
      pending={noted.isPending}
      onClick={() =>
        noted.mutateAsync({ clientId: row.client_id, sessionId: row.session_id }).then(
          () => closePanelTo('client-changes'),
          () => undefined,
        )
      }
    >
      Noted<span className="visually-hidden"> ({fullName(row)})</span>
    </Button>
  );
}

/**
 * Sessions still ahead that clients moved or cancelled themselves this past week, newest first, until
 * the coach notes them or changes the session.
 */
export function ClientChanges({ rows }: { rows: Change[] }) {
  return (
    <MyDaySection
      id="client-changes"
      title="Moved or cancelled by clients"
      rows={rows}
      rowKey={(r) => r.session_id}
      since={(r) => r.changed_at}
      also="in the last 7 days"
      empty="No client has moved or cancelled a session in the last 7 days."
      columns={[
        { key: 'client', header: 'Client', cell: (r) => <ClientLink row={r} tab="/sessions" /> },
        {
          key: 'session',
          header: 'Session',
          cell: (r) =>
            `${r.status === 'cancelled' ? 'Cancelled' : 'Moved to'} ${formatUkDate(r.due_date)}, ${TIME_LABELS[r.time]}`,
        },
        { key: 'changed', header: 'Changed', cell: (r) => formatUkDateTime(r.changed_at) },
        { key: 'noted', header: 'Seen', cell: (r) => <NotedButton row={r} /> },
      ]}
    />
  );
}
