import { PATHWAY_LABELS, type PathwaySlug } from '@coaching/shared/constants';
import { formatUkDate, todayIso } from '@coaching/shared/rules/dates';
import { reportPeriods } from '@coaching/shared/rules/report-periods';
import {
  type CommissionerReport,
  REPORT_MEASURE_LABELS,
  type ReportFigures,
  type ReportQuery,
  reportQuery,
} from '@coaching/shared/schemas/staff-report';
import { useState } from 'react';
import { Button } from '../../../../components/button.tsx';
import { Form } from '../../../../components/form/form.tsx';
import { useZodForm } from '../../../../components/form/use-zod-form.ts';
import { Heading, Page } from '../../../../components/page.tsx';
import { AdminOnly } from '../../../components/admin-only.tsx';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { DateField } from '../../../components/form/date-field.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { CsvDownloadFailed, useDownload } from '../../../lib/use-download.tsx';
import { downloadReportCsv, useReport } from '../api/get-report.ts';
import { SelfLogReportTables } from './self-log-report.tsx';
import { shareOf } from './share-of.ts';

const pathwayLabel = (p: string) => (p === 'all' ? 'All clients' : (PATHWAY_LABELS[p as PathwaySlug] ?? p));

type Change = CommissionerReport['changes'][number];
type CoachFigures = CommissionerReport['coaches'][number];

const changeColumns: Column<Change>[] = [
  { key: 'measure', header: 'Measure', rowHeader: true, cell: (c) => REPORT_MEASURE_LABELS[c.measure] },
  { key: 'pathway', header: 'Pathway', cell: (c) => pathwayLabel(c.pathway) },
  { key: 'clients', header: 'Clients', cell: (c) => c.clients },
  { key: 'mean', header: 'Mean change', cell: (c) => c.mean_change ?? '–' },
  { key: 'improved', header: 'Improved', cell: (c) => shareOf(c.improved, c.clients) },
];

const followUps = (f: ReportFigures, months: 3 | 6 | 12) =>
  shareOf(f.follow_ups_completed[`months_${months}`], f.follow_ups_due[`months_${months}`]);

const coachColumns: Column<CoachFigures>[] = [
  { key: 'coach', header: 'Coach', rowHeader: true, cell: (c) => c.coach ?? 'No coach' },
  { key: 'registered', header: 'Clients registered', cell: (c) => c.clients_registered },
  {
    key: 'quick',
    header: 'First chats within 48 hours',
    cell: (c) => shareOf(c.first_chats_within_48h, c.first_chats),
  },
  {
    key: 'attended',
    header: 'Sessions attended',
    cell: (c) => shareOf(c.sessions_attended, c.sessions_attended + c.sessions_missed),
  },
  { key: 'months_3', header: '3-month follow-ups', cell: (c) => followUps(c, 3) },
  { key: 'months_6', header: '6-month follow-ups', cell: (c) => followUps(c, 6) },
  { key: 'months_12', header: '12-month follow-ups', cell: (c) => followUps(c, 12) },
];

type Count = [label: string, figure: string | number];

/** The counts: a label and its figure, rates beside their denominators, in the order the commissioner reads them. */
const countColumns: Column<Count>[] = [
  { key: 'measure', header: 'Measure', rowHeader: true, cell: ([label]) => label },
  { key: 'figure', header: 'Figure', cell: ([, figure]) => figure },
];

function ReportTables({ report }: { report: CommissionerReport }) {
  const held = report.sessions_attended + report.sessions_missed;
  const counts: Count[] = [
    ['Clients registered', report.clients_registered],
    [
      'Clients who have had a first chat, of those registered',
      shareOf(report.first_chats, report.clients_registered),
    ],
    [
      'First chats within 48 hours of registering, of first chats',
      shareOf(report.first_chats_within_48h, report.first_chats),
    ],
    ['Sessions attended, of sessions held or missed', shareOf(report.sessions_attended, held)],
    ['Sessions missed, of sessions held or missed', shareOf(report.sessions_missed, held)],
    ['Follow-up checks completed at 3 months, of clients due one', followUps(report, 3)],
    ['Follow-up checks completed at 6 months, of clients due one', followUps(report, 6)],
    ['Follow-up checks completed at 12 months, of clients due one', followUps(report, 12)],
  ];
  return (
    <>
      <DataTable
        caption={`${formatUkDate(report.from)} to ${formatUkDate(report.to)}`}
        columns={countColumns}
        rows={counts}
        rowKey={([label]) => label}
        empty="No figures for the period."
      />
      <DataTable
        caption="Change from the first check to the latest follow-up in the period"
        columns={changeColumns}
        rows={report.changes}
        rowKey={(c) => `${c.measure}-${c.pathway}`}
        empty="No client had a follow-up check in the period, so there is no change to show."
      />
      <DataTable
        caption="By coach (registrations and follow-ups by the client's coach, sessions by the session's)"
        columns={coachColumns}
        rows={report.coaches}
        rowKey={(c) => c.coach_id ?? 'none'}
        empty="Nothing happened in the period."
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
        <h2 className="heading-s">Choose a period</h2>
        <ul className="button-group" aria-label="Periods commissioners report on">
          {reportPeriods(today).map((choice) => (
            <li key={choice.label}>
              <Button
                variant="secondary"
                onClick={() => {
                  const chosen = { from: choice.from, to: choice.to };
                  form.reset(chosen);
                  setPeriod(chosen);
                }}
              >
                {choice.label}
              </Button>
            </li>
          ))}
        </ul>
        <h2 className="heading-s">Or give the dates</h2>
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
