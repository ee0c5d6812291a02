import { COMB_LABELS } from '@coaching/shared/rules/com-b';
import type { StaffInsight } from '@coaching/shared/schemas/staff-insight';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { techniqueColumns } from './technique-columns.tsx';

type Row = StaffInsight['bcts_by_component'][number];

const columns: Column<Row>[] = [
  {
    key: 'component',
    header: 'Barrier component',
    sortValue: (r) => COMB_LABELS[r.component],
    cell: (r) => COMB_LABELS[r.component],
  },
  ...techniqueColumns<Row>(),
];

/** Which techniques work for which kind of barrier, so the service learns what helps whom. */
export function ComponentTable({ insight }: { insight: StaffInsight }) {
  return (
    <DataTable
      caption="Techniques by barrier component"
      captionHidden
      columns={columns}
      rows={insight.bcts_by_component}
      rowKey={(r) => `${r.component}-${r.bct_id}`}
      empty="No technique has been added for a barrier yet."
    />
  );
}
