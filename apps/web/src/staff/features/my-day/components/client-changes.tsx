import { TIME_LABELS } from '@coaching/shared/constants';
import { formatUkDate } from '@coaching/shared/rules/dates';
import type { MyDay } from '@coaching/shared/schemas/staff-my-day';
import { formatUkDateTime } from '../../../lib/format.ts';
import { ClientLink } from './client-link.tsx';
import { MyDaySection } from './my-day-section.tsx';

/** Sessions still ahead that clients moved or cancelled themselves this past week, newest first. */
export function ClientChanges({ rows }: { rows: MyDay['client_changes'] }) {
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
      ]}
    />
  );
}
