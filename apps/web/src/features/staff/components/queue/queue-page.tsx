import { DAY_LABELS, TIME_LABELS } from '@coaching/shared/constants';
import { formatUkDate } from '@coaching/shared/rules/dates';
import type { StaffQueue } from '@coaching/shared/schemas/staff-queue';
import { Link } from 'react-router';
import { Heading, Page } from '../../../../components/page.tsx';
import { useQueue } from '../../api/get-queue.ts';
import { formatUkDateTime, fullName } from '../format.ts';
import { Loaded } from '../loaded.tsx';

const clientLink = (row: { client_id: number; first_name: string; last_name: string }, tab = '') => (
  <Link to={`/staff/clients/${row.client_id}${tab}`}>{fullName(row)}</Link>
);

function Section({
  title,
  count,
  empty,
  children,
}: {
  title: string;
  count: number;
  empty: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-label={title}>
      <h2 className="heading-m">
        {title} <span className="badge">{count}</span>
      </h2>
      {count === 0 ? (
        <p className="secondary-text">{empty}</p>
      ) : (
        <div className="staff-scroll">{children}</div>
      )}
    </section>
  );
}

function Registrations({ rows }: { rows: StaffQueue['registrations'] }) {
  return (
    <Section title="Waiting for a first chat" count={rows.length} empty="Nobody is waiting for a first chat.">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Client</th>
            <th scope="col">Registered</th>
            <th scope="col">Contact</th>
            <th scope="col">Free days and times</th>
            <th scope="col">Coach</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const late = Date.parse(r.first_chat_due_by) < Date.now();
            return (
              <tr key={r.client_id}>
                <td>{clientLink(r)}</td>
                <td>
                  {formatUkDateTime(r.registered_at)}
                  {late ? <span className="tag tag--red"> Over 48 hours</span> : null}
                </td>
                <td>
                  {r.contact_method ?? 'Not chosen'}
                  <br />
                  {r.phone_number} {r.leave_message === 'yes' ? '(messages OK)' : ''}
                  <br />
                  {r.email}
                </td>
                <td>
                  {r.days.length || r.times.length
                    ? `${r.days.map((d) => DAY_LABELS[d]).join(', ')}; ${r.times.map((t) => TIME_LABELS[t]).join(', ')}`
                    : 'Not given'}
                </td>
                <td>{r.coach?.name ?? 'Not taken on yet'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Section>
  );
}

export function QueuePage() {
  const queue = useQueue();
  return (
    <Page title="Queue" wide>
      <Heading>Queue</Heading>
      <Loaded query={queue} what="the queue">
        {(q) => (
          <>
            <Registrations rows={q.registrations} />
            <Section
              title="Follow-up checks due"
              count={q.follow_ups.length}
              empty="No follow-up checks are due."
            >
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Client</th>
                    <th scope="col">Check</th>
                    <th scope="col">Due</th>
                    <th scope="col">Last link sent</th>
                  </tr>
                </thead>
                <tbody>
                  {q.follow_ups.map((r) => (
                    <tr key={r.client_id}>
                      <td>{clientLink(r)}</td>
                      <td>{r.months} months</td>
                      <td>{formatUkDate(r.due_date)}</td>
                      <td>{r.last_sent_at ? formatUkDateTime(r.last_sent_at) : 'Not sent'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Section>
            <Section
              title="Closure requests"
              count={q.closures.length}
              empty="No closure requests are waiting."
            >
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Client</th>
                    <th scope="col">Asked</th>
                    <th scope="col">Close by</th>
                  </tr>
                </thead>
                <tbody>
                  {q.closures.map((r) => (
                    <tr key={r.client_id}>
                      <td>{clientLink(r)}</td>
                      <td>{formatUkDateTime(r.requested_at)}</td>
                      <td>
                        {formatUkDate(r.due_date)}
                        {r.overdue ? <span className="tag tag--red"> Overdue</span> : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Section>
            <Section
              title="Messages to answer"
              count={q.unanswered.length}
              empty="Every message has an answer."
            >
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Client</th>
                    <th scope="col">Sent</th>
                    <th scope="col">Message</th>
                  </tr>
                </thead>
                <tbody>
                  {q.unanswered.map((r) => (
                    <tr key={r.client_id}>
                      <td>{clientLink(r, '/messages')}</td>
                      <td>{formatUkDateTime(r.last_message_at)}</td>
                      <td>{r.preview}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Section>
          </>
        )}
      </Loaded>
    </Page>
  );
}
