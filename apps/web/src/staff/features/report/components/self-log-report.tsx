import { REPORT_LOGGING_WEEKS, REPORT_LOGGING_WEEKS_NEEDED } from '@coaching/shared/rules/self-log-report';
import { SELF_LOG_TARGETS } from '@coaching/shared/rules/self-log-targets';
import type { SelfLogReport } from '@coaching/shared/schemas/self-log-report';
import type { ReportQuery } from '@coaching/shared/schemas/staff-report';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { useSelfLogReport } from '../api/get-self-log-report.ts';

type Change = SelfLogReport['self_reported'][number];

const share = (part: number, whole: number) =>
  whole ? `${part} of ${whole} (${Math.round((part / whole) * 1000) / 10}%)` : '0 of 0';

const columns: Column<Change>[] = [
  { key: 'measure', header: 'Measure', rowHeader: true, cell: (c) => SELF_LOG_TARGETS[c.measure].name },
  { key: 'clients', header: 'Clients', cell: (c) => c.clients },
  { key: 'mean', header: 'Mean change', cell: (c) => c.mean_change ?? '–' },
  {
    key: 'improved',
    header: 'Improved',
    cell: (c) =>
      c.share_improved === null ? '–' : share(Math.round(c.share_improved * c.clients), c.clients),
  },
];

/** Self-logging's part of the outcome report (issue 31), beside the figures from the checks. */
export function SelfLogReportTables({ period }: { period: ReportQuery }) {
  const report = useSelfLogReport(period);
  return (
    <Loaded query={report} what="the self-logging figures">
      {({ kept_logging, self_reported }) => (
        <>
          <h2 className="heading-m">Self-logging between checks</h2>
          <p>
            Logged in at least {REPORT_LOGGING_WEEKS_NEEDED} of their first {REPORT_LOGGING_WEEKS} weeks from
            the first check: {share(kept_logging.logged_8_of_12, kept_logging.clients)} clients whose first
            check was in the period and whose first {REPORT_LOGGING_WEEKS} weeks had ended by its end.
          </p>
          <DataTable
            caption="Self-reported change from the first check by the last week logged in the period"
            columns={columns}
            rows={self_reported}
            rowKey={(c) => c.measure}
            empty="No client logged anything in the period."
          />
        </>
      )}
    </Loaded>
  );
}
