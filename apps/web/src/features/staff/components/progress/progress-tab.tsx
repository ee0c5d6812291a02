import { formatUkDate } from '@coaching/shared/rules/dates';
import type { TechniqueRatings } from '@coaching/shared/schemas/progress';
import { Page } from '../../../../components/page.tsx';
import { ProgressCharts } from '../../../../components/progress-charts.tsx';
import { useStaffProgress } from '../../api/get-staff-progress.ts';
import { fullName } from '../format.ts';
import { Loaded } from '../loaded.tsx';
import { useClientId, useRecord } from '../record/client-record-layout.tsx';
import { SubjectAccessRequest } from './subject-access-request.tsx';

function TechniqueRatingsTable({ techniques }: { techniques: TechniqueRatings[] }) {
  if (techniques.length === 0) return <p>The client has not rated any technique yet.</p>;
  return (
    <table className="table">
      <caption className="visually-hidden">Technique ratings over time, 1 (not started) to 5</caption>
      <thead>
        <tr>
          <th scope="col">Technique</th>
          <th scope="col">Ratings, oldest first (1 to 5)</th>
        </tr>
      </thead>
      <tbody>
        {techniques.map((t) => (
          <tr key={t.name}>
            <th scope="row">{t.name}</th>
            <td>{t.ratings.map((r) => `${r.progress} on ${formatUkDate(r.date)}`).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The client's measures from the first check to the latest, their technique ratings over time, and a
 * copy of their data for a subject access request.
 */
export function ProgressTab() {
  const clientId = useClientId();
  const record = useRecord();
  const progress = useStaffProgress(clientId);
  return (
    <Page title={`Progress: ${fullName(record)}`}>
      <h2 className="heading-l">Progress</h2>
      <Loaded query={progress} what="the client’s progress">
        {(data) => (
          <>
            {data.checks.length === 0 ? (
              <p>No health check yet.</p>
            ) : (
              <ProgressCharts checks={data.checks} person="they" headingLevel={3} />
            )}
            <h3 className="heading-m">Technique ratings</h3>
            <TechniqueRatingsTable techniques={data.techniques} />
          </>
        )}
      </Loaded>
      <SubjectAccessRequest clientId={clientId} />
    </Page>
  );
}
