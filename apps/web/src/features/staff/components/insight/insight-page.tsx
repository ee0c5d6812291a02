import { BCT_PROGRESS_MAX, PATHWAY_LABELS } from '@coaching/shared/constants';
import { CLIENT_STAGE_LABELS, CLIENT_STAGES } from '@coaching/shared/rules/client-stage';
import type { StaffInsight } from '@coaching/shared/schemas/staff-insight';
import { Heading, Page } from '../../../../components/page.tsx';
import { useInsight } from '../../api/get-insight.ts';
import { useStaffMe } from '../../api/get-staff-me.ts';
import { Loaded } from '../loaded.tsx';

function PathwayTable({ insight }: { insight: StaffInsight }) {
  return (
    <div className="staff-scroll">
      <table className="table">
        <caption className="visually-hidden">Clients per goal and stage</caption>
        <thead>
          <tr>
            <th scope="col">Goal</th>
            {CLIENT_STAGES.map((stage) => (
              <th scope="col" key={stage}>
                {CLIENT_STAGE_LABELS[stage]}
              </th>
            ))}
            <th scope="col">All</th>
          </tr>
        </thead>
        <tbody>
          {insight.pathways.map((row) => (
            <tr key={row.pathway}>
              <th scope="row">{PATHWAY_LABELS[row.pathway]}</th>
              {CLIENT_STAGES.map((stage) => (
                <td key={stage}>{row.stages[stage]}</td>
              ))}
              <td>{row.total}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">All clients</th>
            {CLIENT_STAGES.map((stage) => (
              <td key={stage}>{insight.stages[stage]}</td>
            ))}
            <td>{insight.clients}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function TechniqueTable({ insight }: { insight: StaffInsight }) {
  if (insight.bcts.length === 0) return <p>No plan has a technique yet.</p>;
  return (
    <div className="staff-scroll">
      <table className="table">
        <caption className="visually-hidden">Techniques by the clients’ average rating</caption>
        <thead>
          <tr>
            <th scope="col">Technique</th>
            <th scope="col">Average rating</th>
            <th scope="col">Ratings</th>
            <th scope="col">In plans</th>
          </tr>
        </thead>
        <tbody>
          {insight.bcts.map((b) => (
            <tr key={b.bct_id}>
              <th scope="row">
                {b.web_friendly_name} <span className="secondary-text">({b.name})</span>
              </th>
              <td>
                {b.average_progress === null ? (
                  'Not rated yet'
                ) : (
                  <>
                    {b.average_progress} out of {BCT_PROGRESS_MAX}
                    <span className="bar" aria-hidden="true">
                      <span
                        className="bar__fill"
                        style={{ width: `${(b.average_progress / BCT_PROGRESS_MAX) * 100}%` }}
                      />
                    </span>
                  </>
                )}
              </td>
              <td>{b.ratings}</td>
              <td>{b.plans}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
          </>
        )}
      </Loaded>
    </Page>
  );
}
