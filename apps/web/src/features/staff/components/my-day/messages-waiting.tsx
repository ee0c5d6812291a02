import type { MyDay } from '@coaching/shared/schemas/staff-my-day';
import { Button } from '../../../../components/button.tsx';
import { useMarkMessagesHandled } from '../../api/mark-messages-handled.ts';
import { fullName } from '../format.ts';
import { ClientLink } from './client-link.tsx';
import { MyDaySection } from './my-day-section.tsx';
import { waited } from './waited.ts';

type Waiting = MyDay['unanswered'][number];

function HandledButton({ row }: { row: Waiting }) {
  const handled = useMarkMessagesHandled();
  return (
    <Button variant="secondary" onClick={() => handled.mutate({ clientId: row.client_id })}>
      Mark handled<span className="visually-hidden"> ({fullName(row)})</span>
    </Button>
  );
}

export function MessagesWaiting({ rows, total }: { rows: Waiting[]; total: number }) {
  return (
    <MyDaySection
      id="messages-waiting"
      title="Messages waiting"
      rows={rows}
      total={total}
      rowKey={(r) => r.client_id}
      since={(r) => r.waiting_since}
      empty="No client is waiting for an answer."
      columns={[
        { key: 'client', header: 'Client', cell: (r) => <ClientLink row={r} tab="/messages" /> },
        { key: 'waited', header: 'Waiting for', cell: (r) => waited(r.waiting_since) },
        { key: 'preview', header: 'Latest message', cell: (r) => r.preview },
        { key: 'do', header: 'No reply needed', cell: (r) => <HandledButton row={r} /> },
      ]}
    />
  );
}
