import { PATHWAY_LABELS, type PathwaySlug } from '@coaching/shared/constants';
import { formatUkDate, todayIso } from '@coaching/shared/rules/dates';
import {
  type CommissionerReport,
  REPORT_MEASURE_LABELS,
  type ReportQuery,
  reportQuery,
} from '@coaching/shared/schemas/staff-report';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { Heading, Page } from '../../../../components/page.tsx';
import { downloadReportCsv, useReport } from '../../api/get-report.ts';
import { AdminOnly } from '../admin-only.tsx';
import { type Column, DataTable } from '../data-table.tsx';
import { DateField } from '../form/date-field.tsx';
import { Loaded } from '../loaded.tsx';
import { CsvDownloadFailed, useDownload } from '../use-download.tsx';
import { SelfLogReportTables } from './self-log-report.tsx';

const pathwayLabel = (p: string) => (p === 'all' ? 'All clients' : (PATHWAY_LABELS[p as PathwaySlug] ?? p));
const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 1000) / 10}%`);

type Change = CommissionerReport['changes'][number];

const changeColumns: Column<Change>[] = [
  { key: 'measure', header: 'Measure', rowHeader: true, cell: (c) => REPORT_MEASURE_LABELS[c.measure] },
  { key: 'pathway', header: 'Pathway', cell: (c) => pathwayLabel(c.pathway) },
  { key: 'clients', header: 'Clients', cell: (c) => c.clients },
  { key: 'mean', header: 'Mean change', cell: (c) => c.mean_change ?? '–' },
  { key: 'improved', header: 'Improved', cell: (c) => percent(c.share_improved) },
];

/** The counts are a summary list (a label and its figure), not a table to sort; the changes are. */
function ReportTables({ report }: { report: CommissionerReport }) {
  const counts: Array<[string, number]> = [
    ['Clients registered', report.clients_registered],
    ['First chats within 48 hours of registering', report.first_chats_within_48h],
    ['Sessions attended', report.sessions_attended],
    ['Sessions missed', report.sessions_missed],
    ['Follow-up checks completed at 3 months', report.follow_ups_completed.months_3],
    ['Follow-up checks completed at 6 months', report.follow_ups_completed.months_6],
    ['Follow-up checks completed at 12 months', report.follow_ups_completed.months_12],
  ];
  return (
    <>
      <table className="table">
        <caption className="heading-m">
          {formatUkDate(report.from)} to {formatUkDate(report.to)}
        </caption>
        <tbody>
          {counts.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <DataTable
        caption="Change from the first check to the latest follow-up in the period"
        columns={changeColumns}
        rows={report.changes}
        rowKey={(c) => `${c.measure}-${c.pathway}`}
        empty="No client had a follow-up check in the period, so there is no change to show."
      />
    </>
  );
}

/** The commissioner's outcome report (administrators): counts and averages only, printable and as CSV. */
/** For administrators: a coach who opens it is told so (the API refuses coaches anyway). */
export function ReportPage() {
  return (
    <AdminOnly>
      <Report />
    </AdminOnly>
  );
}

function Report() {
  const today = todayIso();
  const [period, setPeriod] = useState<ReportQuery | null>(null);
  const download = useDownload();
  const form = useZodForm(reportQuery, { from: `${today.slice(0, 4)}-01-01`, to: today });
  const report = useReport(period);
  return (
    <Page title="Outcome report">
      <Heading>Outcome report</Heading>
      <p>For commissioners: no personal data, only counts and averages for the period you choose.</p>
      <div className="no-print">
        <Form form={form} onSubmit={(values) => setPeriod(values)}>
          <DateField name="from" label="From" />
          <DateField name="to" label="To" />
          <Button type="submit">Show the report</Button>
        </Form>
      </div>
      {period ? (
        <Loaded query={report} what="the report">
          {(data) => (
            <>
              <ReportTables report={data} />
              <SelfLogReportTables period={period} />
              <div className="button-group no-print">
                <Button variant="secondary" onClick={() => download.start(() => downloadReportCsv(period))}>
                  Download as CSV
                </Button>
                <Button variant="secondary" onClick={() => window.print()}>
                  Print
                </Button>
              </div>
              {download.failed ? <CsvDownloadFailed /> : null}
            </>
          )}
        </Loaded>
      ) : null}
    </Page>
  );
}
