import type { MyDay } from '@coaching/shared/schemas/staff-my-day';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { Loading } from '../../../../components/loading.tsx';
import { fullName } from '../../../lib/format.ts';
import { useMarkMessagesHandled } from '../api/mark-messages-handled.ts';
import { ClientLink } from './client-link.tsx';
import { MyDaySection } from './my-day-section.tsx';
import { closePanelTo, RowPanel } from './row-panel.tsx';
import { waited } from './waited.ts';

// Loads with its panel, so My day's first load has no form validation (zod).
const MessageForm = lazy(() =>
  import('../../../components/message-form/message-form.tsx').then((m) => ({ default: m.MessageForm })),
);

type Waiting = MyDay['unanswered'][number];

function HandledButton({ row }: { row: Waiting }) {
  const handled = useMarkMessagesHandled();
  return (
    <Button
      variant="secondary"
      pending={handled.isPending}
      // The row goes with its button: the list's heading takes the focus, as when a panel closes. The
      // promise, not mutate's onSuccess, which is dropped once the row (and this button) has gone.
      onClick={() =>
        handled.mutateAsync({ clientId: row.client_id }).then(
          () => closePanelTo('messages-waiting'),
          () => undefined,
        )
      }
    >
      Mark handled<span className="visually-hidden"> ({fullName(row)})</span>
    </Button>
  );
}

/** A reply written on My day, under the list: the record need not be opened for it. */
function Reply({ row, onClose }: { row: Waiting; onClose: (sent: boolean) => void }) {
  return (
    <RowPanel id="reply-heading" title={`Reply to ${fullName(row)}`}>
      <blockquote className="secondary-text">{row.preview}</blockquote>
      <Suspense fallback={<Loading />}>
        <MessageForm
          clientId={row.client_id}
          firstName={row.first_name}
          submitLabel="Send reply"
          onSent={() => onClose(true)}
        >
          <Button variant="secondary" onClick={() => onClose(false)}>
            Cancel
          </Button>
        </MessageForm>
      </Suspense>
    </RowPanel>
  );
}

export function MessagesWaiting({ rows, total }: { rows: Waiting[]; total: number }) {
  const [replyTo, setReplyTo] = useState<Waiting | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <>
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
          {
            key: 'do',
            header: 'Answer',
            cell: (r) => (
              <div className="staff-inline-actions">
                <Button
                  variant="secondary"
                  aria-expanded={replyTo?.client_id === r.client_id}
                  onClick={() => {
                    setSentTo(null);
                    setReplyTo(r);
                  }}
                >
                  Reply<span className="visually-hidden"> ({fullName(r)})</span>
                </Button>
                <HandledButton row={r} />
              </div>
            ),
          },
        ]}
      />
      {sentTo ? (
        <p className="secondary-text" role="status">
          Reply sent to {sentTo}.
        </p>
      ) : null}
      {replyTo ? (
        <Reply
          key={replyTo.client_id}
          row={replyTo}
          onClose={(sent) => {
            setSentTo(sent ? fullName(replyTo) : null);
            setReplyTo(null);
            closePanelTo('messages-waiting');
          }}
        />
      ) : null}
    </>
  );
}
