import type { MyDay } from '@coaching/shared/schemas/staff-my-day';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { ContactAttemptButtons } from '../../../components/contact-attempt-buttons.tsx';
import { fullName } from '../../../lib/format.ts';
import { ClientLink } from './client-link.tsx';
import { MyDaySection } from './my-day-section.tsx';
import { closePanelTo, RowPanel } from './row-panel.tsx';
import { waited } from './waited.ts';

type Registration = MyDay['registrations'][number];
type Props = { rows: Registration[]; total: number; overdue: number };

/** New clients waiting for their first chat, each with a call that can be logged from here. */
export function FirstChats({ rows, total, overdue }: Props) {
  const [trying, setTrying] = useState<Registration | null>(null);
  const now = Date.now();
  return (
    <>
      <MyDaySection
        id="first-chats"
        title="Waiting for a first chat"
        rows={rows}
        total={total}
        rowKey={(r) => r.client_id}
        since={(r) => r.registered_at}
        also={
          overdue > 0
            ? `${overdue.toLocaleString('en-GB')} past the 48-hour target`
            : 'none past the 48-hour target'
        }
        empty="Nobody is waiting for a first chat."
        columns={[
          { key: 'client', header: 'Client', cell: (r) => <ClientLink row={r} /> },
          {
            key: 'waited',
            header: 'Registered',
            cell: (r) => (
              <>
                {waited(r.registered_at)} ago{' '}
                {Date.parse(r.first_chat_due_by) < now ? (
                  <span className="tag tag--red">Over 48 hours</span>
                ) : null}
              </>
            ),
          },
          {
            key: 'contact',
            header: 'Contact',
            cell: (r) => `${r.contact_method ?? 'Not chosen'}: ${r.contact}`,
          },
          {
            key: 'attempts',
            header: 'Tried',
            cell: (r) =>
              r.attempts === 0 ? 'Not yet' : `${r.attempts} ${r.attempts === 1 ? 'time' : 'times'}`,
          },
          { key: 'coach', header: 'Coach', cell: (r) => r.coach?.name ?? 'Not taken on yet' },
          {
            key: 'do',
            header: 'Contact attempt',
            cell: (r) => (
              <Button
                variant="secondary"
                aria-expanded={trying?.client_id === r.client_id}
                onClick={() => setTrying(r)}
              >
                Log a try<span className="visually-hidden"> ({fullName(r)})</span>
              </Button>
            ),
          },
        ]}
      />
      {trying ? (
        <RowPanel key={trying.client_id} id="try-heading" title={`Log a try to reach ${fullName(trying)}`}>
          <ContactAttemptButtons clientId={trying.client_id} idPrefix="my-day-contact" />
          <Button
            variant="secondary"
            onClick={() => {
              setTrying(null);
              closePanelTo('first-chats');
            }}
          >
            Close
          </Button>
        </RowPanel>
      ) : null}
    </>
  );
}
