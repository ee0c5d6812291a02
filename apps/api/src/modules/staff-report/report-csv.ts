import { PATHWAY_LABELS, type PathwaySlug } from '@coaching/shared/constants';
import { type CommissionerReport, REPORT_MEASURE_LABELS } from '@coaching/shared/schemas/staff-report';
import { stringify } from 'csv-stringify/sync';

const pathwayLabel = (pathway: string) =>
  pathway === 'all' ? 'All clients' : (PATHWAY_LABELS[pathway as PathwaySlug] ?? pathway);

/** One row per figure, each carrying the period, so sheets from several periods can be stacked. */
export function reportCsv(report: CommissionerReport): string {
  const count = (metric: string, value: number) => [
    report.from,
    report.to,
    metric,
    'All clients',
    value,
    '',
    '',
  ];
  const rows = [
    count('Clients registered', report.clients_registered),
    count('First chats within 48 hours', report.first_chats_within_48h),
    count('Sessions attended', report.sessions_attended),
    count('Sessions missed', report.sessions_missed),
    count('Follow-ups completed at 3 months', report.follow_ups_completed.months_3),
    count('Follow-ups completed at 6 months', report.follow_ups_completed.months_6),
    count('Follow-ups completed at 12 months', report.follow_ups_completed.months_12),
    ...report.changes.map((c) => [
      report.from,
      report.to,
      `Change in ${REPORT_MEASURE_LABELS[c.measure].toLowerCase()}`,
      pathwayLabel(c.pathway),
      c.clients,
      c.mean_change ?? '',
      c.share_improved === null ? '' : Math.round(c.share_improved * 1000) / 10,
    ]),
  ];
  return stringify(rows, {
    header: true,
    columns: ['From', 'To', 'Figure', 'Pathway', 'Count', 'Mean change', 'Improved (%)'],
  });
}
