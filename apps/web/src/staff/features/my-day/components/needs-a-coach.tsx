import { TIME_LABELS } from '@coaching/shared/constants';
import { formatUkDate } from '@coaching/shared/rules/dates';
import type { MyDay } from '@coaching/shared/schemas/staff-my-day';
import { ClientLink } from './client-link.tsx';
import { MyDaySection } from './my-day-section.tsx';

/**
 * Administrators: open clients whom no coach holds (handed back by their coach), with their next
 * session, so nobody drops out of every list (issue 29). Opening one gives the record's coach choice.
 */
export function NeedsACoach({ rows }: { rows: MyDay['needs_coach'] }) {
  return (
    <MyDaySection
      id="needs-a-coach"
      title="Needs a coach"
      rows={rows}
      rowKey={(r) => r.client_id}
      empty="Every open client past their first chat has a coach."
      columns={[
        { key: 'client', header: 'Client', cell: (r) => <ClientLink row={r} /> },
        {
          key: 'next',
          header: 'Next session',
          cell: (r) =>
            r.next_due_date && r.next_time
              ? `${formatUkDate(r.next_due_date)}, ${TIME_LABELS[r.next_time]}`
              : 'None booked',
        },
      ]}
    />
  );
}
