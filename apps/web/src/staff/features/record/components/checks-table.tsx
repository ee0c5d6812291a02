import type { AssessmentSummary } from '@coaching/shared/schemas/staff-clients';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { formatUkDay } from '../../../lib/format.ts';

type Measure = { key: 'bmi' | 'activity' | 'smoking' | 'alcohol'; label: string };

const MEASURES: Measure[] = [
  { key: 'bmi', label: 'BMI' },
  { key: 'activity', label: 'Activity (minutes a week)' },
  { key: 'smoking', label: 'Cigarettes a day' },
  { key: 'alcohol', label: 'Alcohol (units a week)' },
];

/** Every health check side by side, oldest first, so change over time reads left to right. */
export function ChecksTable({ checks }: { checks: AssessmentSummary[] }) {
  const columns: Column<Measure>[] = [
    {
      key: 'measure',
      header: 'Measure',
      headerHidden: true,
      rowHeader: true,
      cell: (m) => m.label,
    },
    ...checks.map(
      (check, index): Column<Measure> => ({
        key: String(check.id),
        header: (
          <>
            {index === 0 ? 'First check' : 'Follow-up'}
            <br />
            <span className="secondary-text">{formatUkDay(check.taken_at)}</span>
          </>
        ),
        cell: (m) => (check.stats ? check.stats[m.key] : 'Not recorded'),
      }),
    ),
  ];
  return (
    <>
      <h2 className="heading-m">Health checks</h2>
      <DataTable
        caption="Health check results, oldest first"
        captionHidden
        columns={columns}
        rows={checks.length === 0 ? [] : MEASURES}
        rowKey={(m) => m.key}
        empty="No health check yet."
      />
    </>
  );
}
