import { PATHWAY_LABELS } from '@coaching/shared/constants';
import { CLIENT_STAGE_LABELS, CLIENT_STAGES } from '@coaching/shared/rules/client-stage';
import type { StaffInsight } from '@coaching/shared/schemas/staff-insight';
import { Heading, Page } from '../../../../components/page.tsx';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { useStaffMe } from '../../../lib/api/get-staff-me.ts';
import { useInsight } from '../api/get-insight.ts';
import { ComponentTable } from './component-table.tsx';
import { techniqueColumns } from './technique-columns.tsx';

type PathwayRow = { key: string; label: string; stages: StaffInsight['stages']; total: number };

function PathwayTable({ insight }: { insight: StaffInsight }) {
  const rows: PathwayRow[] = [
    ...insight.pathways.map((p) => ({
      key: p.pathway,
      label: PATHWAY_LABELS[p.pathway],
      stages: p.stages,
      total: p.total,
    })),
    { key: 'all', label: 'All clients', stages: insight.stages, total: insight.clients },
  ];
  const columns: Column<PathwayRow>[] = [
    { key: 'goal', header: 'Goal', rowHeader: true, cell: (r) => r.label },
    ...CLIENT_STAGES.map(
      (stage): Column<PathwayRow> => ({
        key: stage,
        header: CLIENT_STAGE_LABELS[stage],
        cell: (r) => r.stages[stage],
      }),
    ),
    { key: 'all', header: 'All', cell: (r) => r.total },
  ];
  return (
    <DataTable
      caption="Clients per goal and stage"
      captionHidden
      columns={columns}
      rows={rows}
      rowKey={(r) => r.key}
      empty="No clients yet."
    />
  );
}

function TechniqueTable({ insight }: { insight: StaffInsight }) {
  return (
    <DataTable
      caption="Techniques by the clients’ average rating"
      captionHidden
      columns={techniqueColumns<StaffInsight['bcts'][number]>()}
      rows={insight.bcts}
      rowKey={(b) => b.bct_id}
      empty="No techniques in any plan yet."
    />
  );
}

export function InsightPage() {
  const me = useStaffMe();
  const insight = useInsight();
  return (
    <Page title="Insight" wide>
      <Heading>Insight</Heading>
      <p>
        {me.role === 'admin'
          ? 'Every client of the service.'
          : 'Your caseload and new registrations nobody has taken on yet.'}
      </p>
      <Loaded query={insight} what="the figures">
        {(data) => (
          <>
            <h2 className="heading-m">Clients per goal and stage</h2>
            <p>A client with more than one goal counts under each.</p>
            <PathwayTable insight={data} />
            <h2 className="heading-m">Which techniques clients find most helpful</h2>
            <p>Clients rate each technique in their plan from 1 to 5.</p>
            <TechniqueTable insight={data} />
            <h2 className="heading-m">Techniques by barrier component</h2>
            <p>
              Techniques added for a barrier the client named or the coach wrote, by the barrier’s COM-B
              component, and how clients rated them.
            </p>
            <ComponentTable insight={data} />
          </>
        )}
      </Loaded>
    </Page>
  );
}
