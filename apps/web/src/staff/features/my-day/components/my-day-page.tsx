import { TIME_LABELS } from '@coaching/shared/constants';
import { formatUkDate, todayIso } from '@coaching/shared/rules/dates';
import { Heading, Page } from '../../../../components/page.tsx';
import { Loaded } from '../../../components/loaded.tsx';
import { useStaffMe } from '../../../lib/api/get-staff-me.ts';
import { formatUkDateTime } from '../../../lib/format.ts';
import { useMyDay } from '../api/get-my-day.ts';
import { AwaySessions } from './away-sessions.tsx';
import { ClientChanges } from './client-changes.tsx';
import { ClientLink } from './client-link.tsx';
import { FirstChats } from './first-chats.tsx';
import { MessagesWaiting } from './messages-waiting.tsx';
import { MyDaySection } from './my-day-section.tsx';
import { NeedsACoach } from './needs-a-coach.tsx';
import { NextSessionDay } from './next-session-day.tsx';
import { SelfLogLists } from './self-log-lists.tsx';
import { TodaySessions } from './today-sessions.tsx';
import { QUIET_CHOICES, useQuietDays } from './use-quiet-days.ts';
import { daysSince, waited } from './waited.ts';

function QuietDaysChoice({ value, onChange }: { value: number; onChange: (days: number) => void }) {
  return (
    <div className="form-group">
      <label className="label" htmlFor="quiet-days">
        Count a client as out of touch after
      </label>
      <select
        id="quiet-days"
        className="select"
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {QUIET_CHOICES.map((days) => (
          <option key={days} value={days}>
            {days} days without contact
          </option>
        ))}
      </select>
    </div>
  );
}

/** The staff home page: the caller's work for today, most urgent first, each row opening the right tab. */
export function MyDayPage() {
  const [quietDays, setQuietDays] = useQuietDays();
  const day = useMyDay(quietDays);
  const me = useStaffMe();
  const today = todayIso();
  return (
    <Page title="My day" wide>
      <Heading>My day</Heading>
      <Loaded query={day} what="your day">
        {(d) => {
          return (
            <>
              <TodaySessions rows={d.today_sessions} />
              {d.next_session_day ? <NextSessionDay day={d.next_session_day} /> : null}
              <ClientChanges rows={d.client_changes} />
              <AwaySessions rows={d.away_sessions} />
              {me.role === 'admin' ? <NeedsACoach rows={d.needs_coach} /> : null}
              <FirstChats
                rows={d.registrations}
                total={d.totals.registrations}
                overdue={d.totals.first_chats_overdue}
              />
              <MyDaySection
                id="flagged"
                title="Risk flags"
                rows={d.flagged}
                rowKey={(r) => r.client_id}
                empty="None of your clients has a risk flag."
                columns={[
                  { key: 'client', header: 'Client', cell: (r) => <ClientLink row={r} tab="/contact" /> },
                  { key: 'reasons', header: 'Why', cell: (r) => r.reasons.join('; ') },
                ]}
              />
              <MessagesWaiting rows={d.unanswered} total={d.totals.unanswered} />
              <MyDaySection
                id="unrecorded-sessions"
                title="Sessions to record"
                rows={d.unrecorded_sessions}
                rowKey={(r) => r.session_id}
                since={(r) => r.due_date}
                empty="Every past session is recorded as held or missed."
                columns={[
                  { key: 'client', header: 'Client', cell: (r) => <ClientLink row={r} tab="/sessions" /> },
                  {
                    key: 'when',
                    header: 'Was on',
                    cell: (r) => `${formatUkDate(r.due_date)}, ${TIME_LABELS[r.time]}`,
                  },
                ]}
              />
              <MyDaySection
                id="missed-sessions"
                title="Missed sessions to follow up"
                rows={d.missed_sessions}
                rowKey={(r) => r.session_id}
                since={(r) => r.due_date}
                empty="Every missed session has been followed up."
                columns={[
                  { key: 'client', header: 'Client', cell: (r) => <ClientLink row={r} tab="/sessions" /> },
                  {
                    key: 'when',
                    header: 'Missed',
                    cell: (r) => `${formatUkDate(r.due_date)}, ${TIME_LABELS[r.time]}`,
                  },
                ]}
              />
              <MyDaySection
                id="overdue-actions"
                title="Overdue actions"
                rows={d.overdue_actions}
                rowKey={(r) => r.action_id}
                since={(r) => r.due_date}
                empty="No action is overdue."
                columns={[
                  { key: 'client', header: 'Client', cell: (r) => <ClientLink row={r} tab="/actions" /> },
                  { key: 'action', header: 'Action', cell: (r) => r.title },
                  {
                    key: 'due',
                    header: 'Was due',
                    cell: (r) => `${formatUkDate(r.due_date)} (${daysSince(r.due_date, today)} days ago)`,
                  },
                ]}
              />
              <MyDaySection
                id="follow-ups"
                title="Follow-up checks due"
                rows={d.follow_ups}
                total={d.totals.follow_ups}
                rowKey={(r) => r.client_id}
                since={(r) => r.due_date}
                empty="No follow-up check is due."
                columns={[
                  { key: 'client', header: 'Client', cell: (r) => <ClientLink row={r} /> },
                  { key: 'check', header: 'Check', cell: (r) => `${r.months} months` },
                  { key: 'due', header: 'Due', cell: (r) => formatUkDate(r.due_date) },
                  {
                    key: 'sent',
                    header: 'Last link sent',
                    cell: (r) => (r.last_sent_at ? formatUkDateTime(r.last_sent_at) : 'Not sent'),
                  },
                ]}
              />
              <MyDaySection
                id="closures"
                title="Closure requests"
                rows={d.closures}
                total={d.totals.closures}
                rowKey={(r) => r.client_id}
                since={(r) => r.requested_at}
                empty="No closure request is waiting."
                columns={[
                  { key: 'client', header: 'Client', cell: (r) => <ClientLink row={r} /> },
                  { key: 'asked', header: 'Asked', cell: (r) => formatUkDateTime(r.requested_at) },
                  {
                    key: 'due',
                    header: 'Close by',
                    cell: (r) => `${formatUkDate(r.due_date)}${r.overdue ? ' (overdue)' : ''}`,
                  },
                ]}
              />
              <MyDaySection
                id="quiet-clients"
                title={`No contact for ${d.quiet_days} days`}
                rows={d.quiet_clients}
                rowKey={(r) => r.client_id}
                since={(r) => r.last_contact_at}
                empty={`Every one of your clients has been in touch in the last ${d.quiet_days} days.`}
                columns={[
                  { key: 'client', header: 'Client', cell: (r) => <ClientLink row={r} /> },
                  { key: 'last', header: 'Last contact', cell: (r) => `${waited(r.last_contact_at)} ago` },
                ]}
              />
              <QuietDaysChoice value={quietDays} onChange={setQuietDays} />
              <SelfLogLists />
            </>
          );
        }}
      </Loaded>
    </Page>
  );
}
