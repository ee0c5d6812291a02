import { longDate } from '@coaching/shared/rules/day-names';
import type { MyDay } from '@coaching/shared/schemas/staff-my-day';
import { RearrangeLink } from '../../../components/rearrange-link.tsx';
import { MyDaySection } from './my-day-section.tsx';
import { sessionColumns } from './session-columns.tsx';

type NextDay = NonNullable<MyDay['next_session_day']>;

/**
 * When today holds no session (a weekend, a bank holiday, a quiet day): the coach's next day with
 * sessions, to prepare for. Its sessions can be moved but not marked held or missed before their day.
 */
export function NextSessionDay({ day }: { day: NextDay }) {
  return (
    <MyDaySection
      id="next-sessions"
      title={`Your next sessions: ${longDate(day.date)}`}
      rows={day.sessions}
      rowKey={(r) => r.session_id}
      empty=""
      columns={[
        ...sessionColumns,
        {
          key: 'do',
          header: 'Change',
          cell: (r) => <RearrangeLink session={r} />,
        },
      ]}
    />
  );
}
