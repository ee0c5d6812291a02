import { formatUkDate } from '@coaching/shared/rules/dates';
import type { TechniqueRatings } from '@coaching/shared/schemas/progress';
import { Page } from '../../../../components/page.tsx';
import { ProgressCharts } from '../../../../components/progress-charts.tsx';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { fullName } from '../../../lib/format.ts';
import { useClientId, useRecord } from '../../../lib/use-record.ts';
import { useStaffProgress } from '../api/get-staff-progress.ts';
import { useStaffSelfLog } from '../api/get-staff-self-log.ts';
import { SelfLogProgress } from './self-log-progress.tsx';
import { SubjectAccessRequest } from './subject-access-request.tsx';

const ratingColumns: Column<TechniqueRatings>[] = [
  { key: 'technique', header: 'Technique', rowHeader: true, sortValue: (t) => t.name, cell: (t) => t.name },
  {
    key: 'ratings',
    header: 'Ratings, oldest first (1 to 5)',
    cell: (t) => t.ratings.map((r) => `${r.progress} on ${formatUkDate(r.date)}`).join(', '),
  },
];

function TechniqueRatingsTable({ techniques }: { techniques: TechniqueRatings[] }) {
  return (
    <DataTable
      caption="Technique ratings over time, 1 (not started) to 5"
      captionHidden
      columns={ratingColumns}
      rows={techniques}
      rowKey={(t) => t.name}
      empty="The client has not rated any technique yet."
    />
  );
}

/**
 * The client's measures from the first check to the latest with what they logged between checks, their
 * technique ratings over time, their logs by week and entry, and a copy of their data for a subject
 * access request.
 */
export function ProgressTab() {
  const clientId = useClientId();
  const record = useRecord();
  const progress = useStaffProgress(clientId);
  // The client's own logs draw the same lines and lead the same sentences as on their progress page,
  // so coach and client read one figure; the section below lists them.
  const log = useStaffSelfLog(clientId);
  return (
    <Page title={`${fullName(record)}: progress`}>
      <h2 className="heading-l">Progress</h2>
      <Loaded query={progress} what="the client’s progress">
        {(data) => (
          <>
            {data.checks.length === 0 ? (
              <p>No health check yet.</p>
            ) : log.isPending ? (
              <p className="loading">Loading...</p>
            ) : (
              <ProgressCharts checks={data.checks} person="they" headingLevel={3} log={log.data} />
            )}
            <h3 className="heading-m">Technique ratings</h3>
            <TechniqueRatingsTable techniques={data.techniques} />
          </>
        )}
      </Loaded>
      <SelfLogProgress clientId={clientId} />
      <SubjectAccessRequest clientId={clientId} />
    </Page>
  );
}
