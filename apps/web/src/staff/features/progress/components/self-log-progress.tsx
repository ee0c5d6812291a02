import { formatUkDate } from '@coaching/shared/rules/dates';
import { describeTarget, SELF_LOG_TARGETS } from '@coaching/shared/rules/self-log-targets';
import { type WeekFigures, weeklyFigures } from '@coaching/shared/rules/self-log-weeks';
import type { SelfLogEntry } from '@coaching/shared/schemas/self-log-targets';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { useStaffSelfLog } from '../api/get-staff-self-log.ts';

const blank = (value: number | null, unit = '') =>
  value === null ? '–' : `${value.toLocaleString('en-GB')}${unit}`;

const weekColumns: Column<WeekFigures>[] = [
  { key: 'week', header: 'Week from', rowHeader: true, cell: (w) => formatUkDate(w.week) },
  { key: 'weight', header: 'Weight (last)', cell: (w) => blank(w.weight, ' kg') },
  { key: 'activity', header: 'Active minutes', cell: (w) => blank(w.activity) },
  { key: 'alcohol', header: 'Units of alcohol', cell: (w) => blank(w.alcohol) },
  { key: 'smoking', header: 'Cigarettes or vapes a day (average)', cell: (w) => blank(w.smoking) },
  { key: 'entries', header: 'Entries', cell: (w) => w.entries },
];

/** Weight, minutes and units are kept in their first unit; cigarettes and vapes as the client counted them. */
const amount = (e: SelfLogEntry) =>
  `${e.value.toLocaleString('en-GB')} ${e.measure === 'smoking' ? e.unit : { weight: 'kg', activity: 'minutes', alcohol: 'units' }[e.measure]}`;

const entryColumns: Column<SelfLogEntry>[] = [
  { key: 'day', header: 'Day', rowHeader: true, cell: (e) => formatUkDate(e.day) },
  { key: 'measure', header: 'Measure', cell: (e) => SELF_LOG_TARGETS[e.measure].name },
  { key: 'amount', header: 'Amount', cell: (e) => `${amount(e)}${e.updated ? ' (updated)' : ''}` },
  { key: 'note', header: 'Note', cell: (e) => e.note ?? '' },
];

/**
 * What the client logged between checks (issue 31): their targets, each week's figures (the last
 * weight, total minutes and units, cigarettes a day on average) and every entry, newest first.
 */
export function SelfLogProgress({ clientId }: { clientId: number }) {
  const log = useStaffSelfLog(clientId);
  return (
    <section aria-labelledby="self-logging">
      <h3 className="heading-m" id="self-logging">
        Logged between checks
      </h3>
      <Loaded query={log} what="the client’s own logs">
        {({ entries, targets }) => (
          <>
            <p>
              {targets.length
                ? `Targets: ${targets.map((t) => describeTarget(t.measure, t.value)).join('; ')}.`
                : 'No targets set on the plan.'}
            </p>
            <h4 className="heading-s">By week</h4>
            <DataTable
              caption="Weekly figures from the client’s own logs, newest first"
              captionHidden
              columns={weekColumns}
              rows={weeklyFigures(entries).reverse()}
              rowKey={(w) => w.week}
              empty="The client has not logged anything yet."
            />
            {entries.length ? (
              <>
                <h4 className="heading-s">Every entry</h4>
                <DataTable
                  caption="Every entry the client logged, newest first"
                  captionHidden
                  columns={entryColumns}
                  rows={[...entries].reverse()}
                  rowKey={(e) => `${e.day}-${e.measure}`}
                  empty="No entries."
                />
              </>
            ) : null}
          </>
        )}
      </Loaded>
    </section>
  );
}
