import { formatUkDate } from '@coaching/shared/rules/dates';
import { STOPPED_LOGGING_DAYS, STOPPED_LOGGING_WEEKS } from '@coaching/shared/rules/self-log-alerts';
import type { SelfLogAlerts } from '@coaching/shared/schemas/self-log-targets';
import { Loaded } from '../../../components/loaded.tsx';
import { useSelfLogAlerts } from '../api/get-self-log-alerts.ts';
import { ClientLink } from './client-link.tsx';
import { MyDaySection } from './my-day-section.tsx';
import { waited } from './waited.ts';

type WrongWay = SelfLogAlerts['wrong_way'][number];

function why(row: WrongWay): string {
  const reasons = [
    row.weight_rise === null ? null : `Weight up ${row.weight_rise} kg in 4 weeks`,
    row.units_recent === null || row.units_earlier === null
      ? null
      : `Alcohol up from ${row.units_earlier} to ${row.units_recent} units a week`,
  ];
  return reasons.filter(Boolean).join('; ');
}

/** My day's self-logging lists (issue 31; docs/product.md, "Self-logging"), each row opening the progress tab. */
export function SelfLogLists() {
  const alerts = useSelfLogAlerts();
  return (
    <Loaded query={alerts} what="the self-logging lists">
      {({ stopped, wrong_way }) => (
        <>
          <MyDaySection
            id="stopped-logging"
            title="Stopped logging"
            also={`logged every week for ${STOPPED_LOGGING_WEEKS} weeks or more, then nothing for ${STOPPED_LOGGING_DAYS} days`}
            rows={stopped}
            rowKey={(r) => r.client_id}
            since={(r) => r.last_day}
            empty="None of your clients has stopped logging."
            columns={[
              { key: 'client', header: 'Client', cell: (r) => <ClientLink row={r} tab="/progress" /> },
              {
                key: 'last',
                header: 'Last entry',
                cell: (r) => `${formatUkDate(r.last_day)} (${waited(r.last_day)} ago)`,
              },
            ]}
          />
          <MyDaySection
            id="wrong-way"
            title="Moving the wrong way"
            rows={wrong_way}
            rowKey={(r) => r.client_id}
            empty="None of your clients’ logs is moving the wrong way."
            columns={[
              { key: 'client', header: 'Client', cell: (r) => <ClientLink row={r} tab="/progress" /> },
              { key: 'why', header: 'Why', cell: why },
            ]}
          />
        </>
      )}
    </Loaded>
  );
}
