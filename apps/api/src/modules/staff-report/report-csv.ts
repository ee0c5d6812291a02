import { PATHWAY_LABELS, type PathwaySlug } from '@coaching/shared/constants';
import {
  type CommissionerReport,
  REPORT_MEASURE_LABELS,
  type ReportFigures,
} from '@coaching/shared/schemas/staff-report';
import { stringify } from 'csv-stringify/sync';

const pathwayLabel = (pathway: string) =>
  pathway === 'all' ? 'All clients' : (PATHWAY_LABELS[pathway as PathwaySlug] ?? pathway);
const ALL_COACHES = 'All coaches';

/** Each count with what it is a share of, where it is one ('' where it is not). */
function figureRows(f: ReportFigures): Array<[string, number, number | '']> {
  const held = f.sessions_attended + f.sessions_missed;
  return [
    ['Clients registered', f.clients_registered, ''],
    ['Clients who have had a first chat, of those registered', f.first_chats, f.clients_registered],
    ['First chats within 48 hours, of first chats', f.first_chats_within_48h, f.first_chats],
    ['Sessions attended, of sessions held or missed', f.sessions_attended, held],
    ['Sessions missed, of sessions held or missed', f.sessions_missed, held],
    ...([3, 6, 12] as const).map((months): [string, number, number] => [
      `Follow-ups completed at ${months} months, of clients due one`,
      f.follow_ups_completed[`months_${months}`],
      f.follow_ups_due[`months_${months}`],
    ]),
  ];
}

/** One row per figure, each carrying the period, so sheets from several periods can be stacked. */
export function reportCsv(report: CommissionerReport): string {
  const counts = (coach: string, figures: ReportFigures) =>
    figureRows(figures).map(([figure, count, of]) => [
      report.from,
      report.to,
      figure,
      coach,
      'All clients',
      count,
      of,
      '',
      '',
    ]);
  const rows = [
    ...counts(ALL_COACHES, report),
    ...report.changes.map((c) => [
      report.from,
      report.to,
      `Change in ${REPORT_MEASURE_LABELS[c.measure].toLowerCase()}`,
      ALL_COACHES,
      pathwayLabel(c.pathway),
      c.clients,
      '',
      c.mean_change ?? '',
      c.share_improved === null ? '' : Math.round(c.share_improved * 1000) / 10,
    ]),
    ...report.coaches.flatMap((c) => counts(c.coach ?? 'No coach', c)),
  ];
  return stringify(rows, {
    header: true,
    columns: ['From', 'To', 'Figure', 'Coach', 'Pathway', 'Count', 'Out of', 'Mean change', 'Improved (%)'],
  });
}
