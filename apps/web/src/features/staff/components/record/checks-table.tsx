import type { AssessmentSummary } from '@coaching/shared/schemas/staff-clients';
import { formatUkDay } from '../format.ts';

const MEASURES = [
  ['bmi', 'BMI'],
  ['activity', 'Activity (minutes a week)'],
  ['smoking', 'Cigarettes a day'],
  ['alcohol', 'Alcohol (units a week)'],
] as const;

/** Every health check side by side, oldest first, so change over time reads left to right. */
export function ChecksTable({ checks }: { checks: AssessmentSummary[] }) {
  return (
    <>
      <h2 className="heading-m">Health checks</h2>
      {checks.length === 0 ? (
        <p>No health check yet.</p>
      ) : (
        <div className="staff-scroll">
          <table className="table">
            <caption className="visually-hidden">Health check results, oldest first</caption>
            <thead>
              <tr>
                <td />
                {checks.map((check, index) => (
                  <th scope="col" key={check.id}>
                    {index === 0 ? 'First check' : 'Follow-up'}
                    <br />
                    <span className="secondary-text">{formatUkDay(check.taken_at)}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {MEASURES.map(([key, label]) => (
                <tr key={key}>
                  <th scope="row">{label}</th>
                  {checks.map((check) => (
                    <td key={check.id}>{check.stats ? check.stats[key] : 'Not recorded'}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
