import { DAY_LABELS, PATHWAY_LABELS, PATHWAY_SLUGS, TIME_LABELS } from '@coaching/shared/constants';
import { formatUkDate } from '@coaching/shared/rules/dates';
import { Page } from '../../../../components/page.tsx';
import { formatUkDateTime, fullName } from '../../../lib/format.ts';
import { useRecord } from '../../../lib/use-record.ts';
import { ChecksTable } from './checks-table.tsx';
import { ClosurePanel } from './closure-panel.tsx';
import { CoachPanel } from './coach-panel.tsx';
import { DischargePanel } from './discharge-panel.tsx';
import { FollowUpPanel } from './follow-up-panel.tsx';

type Row = [label: string, value: React.ReactNode];

function SummaryList({ rows }: { rows: Row[] }) {
  return (
    <dl className="summary-list">
      {rows.map(([label, value]) => (
        <div className="summary-list__row" key={label}>
          <dt className="summary-list__key">{label}</dt>
          <dd className="summary-list__value">{value === null || value === '' ? 'Not given' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

const goals = (slugs: string[]) =>
  PATHWAY_SLUGS.filter((slug) => slugs.includes(slug))
    .map((slug) => PATHWAY_LABELS[slug])
    .join(', ') || 'None chosen';

export function OverviewTab() {
  const r = useRecord();
  return (
    <Page title={`${fullName(r)}: overview`} wide>
      <div className="grid-row">
        <div className="grid-column-two-thirds">
          <h2 className="heading-m">Details</h2>
          <SummaryList
            rows={[
              ['Date of birth', formatUkDate(r.dob)],
              ['Email', r.email],
              ['Phone', r.phone_mobile],
              ['Address', r.address1],
              ['Postcode', r.postcode],
              ['Gender', r.gender_other ? `${r.gender ?? ''}: ${r.gender_other}` : r.gender],
              ['Ethnicity', r.ethnicity],
              ['GP practice', r.gp_practice],
              ['Workplace', r.workplace],
              ['Additional support', r.additional_support],
              ['How they heard of us', r.how_did_you_hear],
              ['Goals', goals(r.pathways)],
              ['Registered', formatUkDateTime(r.registered_at)],
            ]}
          />
          {r.referrer ? (
            <>
              <h2 className="heading-m">Referred by</h2>
              <SummaryList
                rows={[
                  ['Name', fullName(r.referrer)],
                  ['Email', r.referrer.email],
                  ['Relationship', r.referrer.relationship],
                ]}
              />
            </>
          ) : null}
          <h2 className="heading-m">Contact preferences</h2>
          <SummaryList
            rows={[
              ['Contact method', r.contact.contact_method],
              ['Preferred method', r.contact.preferred_method],
              [
                'Leave a message',
                r.contact.leave_message === null ? null : r.contact.leave_message === 'yes' ? 'Yes' : 'No',
              ],
              ['Free days', r.contact.days.map((d) => DAY_LABELS[d]).join(', ')],
              ['Free times', r.contact.times.map((t) => TIME_LABELS[t]).join(', ')],
              ['Reminders by text', r.contact.tool_notification_sms === 'yes' ? 'Yes' : 'No'],
              ['Reminders by email', r.contact.tool_notification_email === 'yes' ? 'Yes' : 'No'],
              ['Notifications on a phone or computer', r.contact.notification_push ? 'On' : 'Off'],
            ]}
          />
          <ChecksTable checks={r.assessments} />
        </div>
        <div className="grid-column-one-third">
          <CoachPanel record={r} />
          <FollowUpPanel record={r} />
          <ClosurePanel record={r} />
          <DischargePanel record={r} />
        </div>
      </div>
    </Page>
  );
}
