import { TIME_LABELS } from '@coaching/shared/constants';
import { formatUkDate } from '@coaching/shared/rules/dates';
import type { MyDay } from '@coaching/shared/schemas/staff-my-day';
import { RearrangeLink } from '../../../components/rearrange-link.tsx';
import { ClientLink } from './client-link.tsx';
import { MyDaySection } from './my-day-section.tsx';

type AwaySession = MyDay['away_sessions'][number];

/**
 * Sessions still booked on the coach's days away (recorded after they were booked): shown only while
 * there are some, each with its move form a click away, as nobody will be there to hold them.
 */
export function AwaySessions({ rows }: { rows: AwaySession[] }) {
  if (rows.length === 0) return null;
  return (
    <MyDaySection
      id="away-sessions"
      title="Booked on your days away"
      rows={rows}
      rowKey={(r) => r.session_id}
      also="move or cancel them: nobody will be there to hold them"
      empty=""
      columns={[
        { key: 'client', header: 'Client', cell: (r) => <ClientLink row={r} tab="/sessions" /> },
        {
          key: 'when',
          header: 'Booked for',
          cell: (r) => `${formatUkDate(r.due_date)}, ${TIME_LABELS[r.time]}`,
        },
        {
          key: 'change',
          header: 'Change',
          cell: (r) => <RearrangeLink session={r} />,
        },
      ]}
    />
  );
}
