import { FOLLOW_UP_WINDOWS } from '@coaching/shared/rules/follow-up-windows';
import type { ReportQuery } from '@coaching/shared/schemas/staff-report';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { ukDate, ukDay } from '../../db/uk-date.ts';
import { FIRST_CHAT_AUDIT } from '../staff-clients/mark-first-chat-done.ts';

/**
 * Per coach of the client (null: none), the clients registered in the period, those who have had a
 * first chat, and those whose first chat was within 48 hours. Closed and discharged cases count.
 */
export function countRegistrations(db: Executor, period: ReportQuery) {
  return queryRows<{ coach_id: number | null; registered: number; chats: number; quick: number }>(
    db,
    sql`select c.coach_id, count(*)::int as registered,
          count(f.at)::int as chats,
          count(*) filter (where f.at <= c.created_at + interval '48 hours')::int as quick
        from clients c
        left join lateral (select min(l.created_at) as at from audit_log l
          where l.client_id = c.id and l.action = ${FIRST_CHAT_AUDIT}) f on true
        where ${ukDate(sql`c.created_at`)} between ${period.from} and ${period.to}
        group by c.coach_id`,
  );
}

/** Per coach of the session, the sessions of the period held and missed. */
export function countSessions(db: Executor, period: ReportQuery) {
  return queryRows<{ coach_id: number | null; attended: number; missed: number }>(
    db,
    sql`select coach_id, count(*) filter (where status = 'complete')::int as attended,
          count(*) filter (where status = 'missed')::int as missed
        from sessions where due_date between ${period.from} and ${period.to}
        group by coach_id`,
  );
}

/**
 * Per coach of the client and check (3, 6, 12 months), the clients whose window was open at some
 * time in the period and who had not taken a follow-up in it before the period began: those the
 * period's completed follow-ups are a share of.
 */
export function countFollowUpsDue(db: Executor, period: ReportQuery) {
  const windows = sql.join(
    FOLLOW_UP_WINDOWS.map((w) => sql`(${w.months}::int, ${w.fromWeeks * 7}::int, ${w.untilWeeks * 7}::int)`),
    sql`, `,
  );
  return queryRows<{ coach_id: number | null; months: number; due: number }>(
    db,
    sql`select c.coach_id, w.months, count(*)::int as due
        from (select client_id, min(${ukDate(sql`created_at`)}) as first_day from assessments
          where kind = 'new' group by client_id) f
        join clients c on c.id = f.client_id
        cross join (values ${windows}) as w(months, from_days, until_days)
        where f.first_day + w.from_days <= ${period.to}::date
          and f.first_day + w.until_days > ${period.from}::date
          and not exists (select 1 from assessments a where a.client_id = f.client_id
            and a.kind = 'follow-up' and ${ukDate(sql`a.created_at`)} >= f.first_day + w.from_days
            and ${ukDate(sql`a.created_at`)} < ${period.from}::date)
        group by c.coach_id, w.months`,
  );
}

/** Every check of each client who took a follow-up in the period, with the client's pathways and coach. */
export async function listChecksOfFollowedUpClients(db: Executor, period: ReportQuery) {
  return queryRows<{
    client_id: number;
    coach_id: number | null;
    pathways: string[];
    kind: 'new' | 'follow-up';
    date: string;
    answers: unknown;
    stats: unknown;
    messages: unknown;
  }>(
    db,
    sql`select a.client_id, c.coach_id, c.pathways, a.kind, ${ukDay(sql`a.created_at`)} as date,
          a.answers, a.stats, a.messages
        from assessments a join clients c on c.id = a.client_id
        where a.client_id in (
          select client_id from assessments
          where kind = 'follow-up' and ${ukDate(sql`created_at`)} between ${period.from} and ${period.to})
        order by a.client_id, a.created_at, a.id`,
  );
}

/** The names of the staff the report counts for. */
export function listStaffNames(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from staff where id = any(${sql.param(ids)}::int[])`,
  );
}
