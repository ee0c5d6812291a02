import { TIMES } from '@coaching/shared/constants';
import { AUDIT_16_PLUS, BMI_FLAG_FROM } from '@coaching/shared/rules/risk-flags';
import { type SQL, sql } from 'drizzle-orm';
import { CALLER_ID } from '../../db/caller-id.ts';
import { opaquePlaceholder } from '../../db/client.ts';
import type { RawTime } from '../../db/iso-time.ts';
import type { StaffRole } from '../../plugins/auth.ts';
import { caseloadCondition } from '../staff-caseload/caseload.ts';
import { preferredContact, preferredMethod } from '../staff-queue/preferred-contact.ts';
import type { Who } from '../staff-queue/queue-repository.ts';

type Time = 'morning' | 'lunch' | 'afternoon' | 'evening';

type DaySession = Who & {
  session_id: number;
  due_date: string;
  type: 'coaching' | 'check-in' | 'month check-in';
  time: Time;
  status: 'due' | 'complete' | 'missed' | 'cancelled';
  contact_method: string | null;
  contact: string;
  phone_mobile: string;
  last_note: string | null;
};

export type DiaryRows = {
  today_sessions: DaySession[];
  next_day_sessions: DaySession[];
  unrecorded_sessions: (Who & { session_id: number; due_date: string; time: Time })[];
  client_changes: (Who & {
    session_id: number;
    due_date: string;
    time: Time;
    status: 'due' | 'cancelled';
    changed_at: string;
  })[];
  away_sessions: (Who & { session_id: number; due_date: string; time: Time })[];
  missed_sessions: (Who & { session_id: number; due_date: string; time: Time })[];
  overdue_actions: (Who & { action_id: number; title: string; due_date: string })[];
  quiet_clients: (Who & { last_contact_at: RawTime })[];
  flag_candidates: (Who & {
    reasons: string[] | null;
    bmi: number | null;
    alcohol_band: string | null;
    acknowledged: string[] | null;
  })[];
  needs_coach: (Who & { next_due_date: string | null; next_time: Time | null })[];
};

/**
 * Whose past session `s` (of client `c`) is to record or follow up: the client's coach, the one person
 * besides administrators who can open the record to do it, whoever held the session (a coach who
 * handed the client on, or left, can no longer); for a client nobody holds (in the pool), the coach
 * who was to hold it.
 */
const followedUpBy = (staffId: SQL) =>
  sql`(c.coach_id = ${staffId} or (c.coach_id is null and s.coach_id = ${staffId}))`;

/**
 * The caller's sessions on `day`, cancelled ones left out, with how to reach each client and the latest
 * note on them; only clients whose record the caller can open (a session held this morning stays with
 * its coach when the client moves on, but the client's phone and notes go with the client).
 */
const sessionsOn = (staffId: SQL, day: SQL, caseload: SQL | undefined) =>
  sql`select s.id as session_id, s.due_date::text as due_date, s.type, s.time, s.status,
      c.id as client_id, c.first_name, c.last_name, c.phone_number as phone_mobile, o.value as contact_method,
      ${preferredContact('c')} as contact,
      (select n.note from session_notes n where n.client_id = c.id
        order by n.date desc, n.id desc limit 1) as last_note
    from sessions s
    join clients c on c.id = s.client_id
    left join dropdown_options o on o.key = 'PreferredContact' and o.id = ${preferredMethod('c')}
    where s.coach_id = ${staffId} and s.due_date = ${day} and s.status <> 'cancelled'
      ${caseload ? sql`and exists (select 1 from clients where clients.id = c.id and ${caseload})` : sql``}
    order by s.id`;

/** What diaryQueries' placeholders take (times as ISO text). */
export type DiaryValues = { staffId: number; today: string; quietSince: string };

/**
 * The caller's own diary and caseload lists, as queries to run with the queue's (listsStatement):
 * today's sessions and those of their next day with any, past ones nobody recorded held or missed,
 * upcoming ones on the caller's days away,
 * missed ones with nothing since, overdue actions, clients quiet since `quietSince`, and open clients
 * with their flags; for administrators also the open clients past their first chat whom no coach holds
 * (handed back or left by a leaver, issue 29), with their next session.
 */
export function diaryQueries(role: StaffRole): Record<keyof DiaryRows, SQL> {
  const staffId = CALLER_ID;
  const today = opaquePlaceholder('today', 'date');
  const caseload = caseloadCondition({ role, staffId });
  return {
    today_sessions: sessionsOn(staffId, today, caseload),
    // The caller's next day with a session booked after today: shown when today holds none.
    next_day_sessions: sessionsOn(
      staffId,
      sql`(select min(n.due_date) from sessions n
        where n.coach_id = ${staffId} and n.due_date > ${today} and n.status = 'due')`,
      caseload,
    ),
    // Before its day ended, nobody recorded it held or missed: it still reads as upcoming to everyone.
    unrecorded_sessions: sql`select s.id as session_id, s.due_date::text as due_date, s.time,
          c.id as client_id, c.first_name, c.last_name
        from sessions s
        join clients c on c.id = s.client_id
        where ${followedUpBy(staffId)} and s.status = 'due' and s.due_date < ${today} and c.closed_at is null
        order by s.due_date, s.id`,
    // Moved or cancelled by the client in the last week, for a session still ahead: newest first.
    client_changes: sql`select s.id as session_id, s.due_date::text as due_date, s.time, s.status,
          s.client_changed_at as changed_at, c.id as client_id, c.first_name, c.last_name
        from sessions s
        join clients c on c.id = s.client_id
        where c.coach_id = ${staffId} and c.closed_at is null and s.due_date >= ${today}
          and s.client_changed_at > now() - interval '7 days'
        order by s.client_changed_at desc, s.id`,
    // Nobody will hold them: the coach recorded the day away after they were booked.
    away_sessions: sql`select s.id as session_id, s.due_date::text as due_date, s.time,
          c.id as client_id, c.first_name, c.last_name
        from sessions s
        join clients c on c.id = s.client_id
        join coach_days_away a on a.staff_id = s.coach_id and s.due_date between a.first_day and a.last_day
        where s.coach_id = ${staffId} and s.status = 'due' and s.due_date >= ${today}
        order by s.due_date, s.id`,
    // Nothing since: no later session booked or held, no call logged.
    missed_sessions: sql`select s.id as session_id, s.due_date::text as due_date, s.time,
          c.id as client_id, c.first_name, c.last_name
        from sessions s
        join clients c on c.id = s.client_id
        where ${followedUpBy(staffId)}
          and s.status = 'missed' and c.closed_at is null
          and not exists (select 1 from sessions later where later.client_id = s.client_id
            and later.id <> s.id and later.status in ('due', 'complete') and later.due_date >= s.due_date)
          and not exists (select 1 from contact_attempts a where a.client_id = s.client_id
            and a.created_at > s.updated_at)
        order by s.due_date, s.id`,
    overdue_actions: sql`select a.id as action_id, a.title, a.due_date::text as due_date,
          c.id as client_id, c.first_name, c.last_name
        from clients c
        join actions a on a.client_id = c.id
        where c.coach_id = ${staffId} and c.closed_at is null
          and a.status = 'incomplete' and a.due_date < ${today}
        order by a.due_date, a.id`,
    // Past their first chat, last contact older than quietSince.
    quiet_clients: sql`select c.id as client_id, c.first_name, c.last_name, c.last_contact_at
        from clients c
        where c.coach_id = ${staffId} and c.completed_calls > 0
          and c.closed_at is null and c.closure_requested_at is null
          and c.last_contact_at < ${opaquePlaceholder('quietSince', 'timestamptz')}
        order by c.last_contact_at, c.id`,
    // Clients with flags set by staff or a latest check whose numbers raise automatic ones (both kept
    // on the client's row, migration 0014; automaticFlags words them, from the same thresholds). The
    // reasons, and the automatic flags staff acknowledged for the latest check, are read for those
    // clients only.
    flag_candidates: sql`select c.id as client_id, c.first_name, c.last_name,
          case when c.open_flags > 0 then (select array_agg(f.reason order by f.created_at) from risk_flags f
            where f.client_id = c.id and f.cleared_at is null) end as reasons,
          c.check_bmi as bmi, c.check_alcohol_band as alcohol_band,
          (select array_agg(k.kind) from risk_flag_acknowledgements k
            where k.assessment_id = (select a.id from assessments a where a.client_id = c.id
              order by a.created_at desc, a.id desc limit 1)) as acknowledged
        from clients c
        where c.coach_id = ${staffId} and c.closed_at is null
          and (c.open_flags > 0 or c.check_bmi >= ${BMI_FLAG_FROM}
            or c.check_alcohol_band = any(${sql.param(AUDIT_16_PLUS)}))
        order by c.last_name, c.first_name, c.id`,
    needs_coach: sql`select c.id as client_id, c.first_name, c.last_name,
          n.due_date::text as next_due_date, n.time as next_time
        from clients c
        left join lateral (select s.due_date, s.time from sessions s
          where s.client_id = c.id and s.status = 'due' and s.due_date >= ${today}
          order by s.due_date, array_position(${sql.param([...TIMES])}::text[], s.time::text)
          limit 1) n on true
        where ${role === 'admin' ? sql`true` : sql`false`} and c.coach_id is null and c.completed_calls > 0
          and c.closed_at is null and c.closure_requested_at is null
        order by n.due_date nulls last, c.id`,
  };
}
