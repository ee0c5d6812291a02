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
import { Notice } from '../../../../components/inset.tsx';
import { Heading, Page } from '../../../../components/page.tsx';
import { downloadReportCsv, useReport } from '../../api/get-report.ts';
import { DateField } from '../form/date-field.tsx';
import { Loaded } from '../loaded.tsx';

const pathwayLabel = (p: string) => (p === 'all' ? 'All clients' : (PATHWAY_LABELS[p as PathwaySlug] ?? p));
const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 1000) / 10}%`);

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
      <table className="table">
        <caption className="heading-m">
          Change from the first check to the latest follow-up in the period
        </caption>
        <thead>
          <tr>
            <th scope="col">Measure</th>
            <th scope="col">Pathway</th>
            <th scope="col">Clients</th>
            <th scope="col">Mean change</th>
            <th scope="col">Improved</th>
          </tr>
        </thead>
        <tbody>
          {report.changes.map((c) => (
            <tr key={`${c.measure}-${c.pathway}`}>
              <th scope="row">{REPORT_MEASURE_LABELS[c.measure]}</th>
              <td>{pathwayLabel(c.pathway)}</td>
              <td>{c.clients}</td>
              <td>{c.mean_change ?? '–'}</td>
              <td>{percent(c.share_improved)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The commissioner's outcome report (administrators): counts and averages only, printable and as CSV. */
export function ReportPage() {
  const today = todayIso();
  const [period, setPeriod] = useState<ReportQuery | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
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
              <div className="button-group no-print">
                <Button
                  variant="secondary"
                  onClick={() =>
                    downloadReportCsv(period).then(
                      () => setDownloadFailed(false),
                      (error) => {
                        console.error(error);
                        setDownloadFailed(true);
                      },
                    )
                  }
                >
                  Download as CSV
                </Button>
                <Button variant="secondary" onClick={() => window.print()}>
                  Print
                </Button>
              </div>
              {downloadFailed ? (
                <Notice kind="error">
                  <p>The CSV file could not be downloaded. Please try again.</p>
                </Notice>
              ) : null}
            </>
          )}
        </Loaded>
      ) : null}
    </Page>
  );
}
