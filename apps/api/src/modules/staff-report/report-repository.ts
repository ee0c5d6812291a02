import type { ReportQuery } from '@coaching/shared/schemas/staff-report';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { ukDate, ukDay } from '../../db/uk-date.ts';

/** Clients registered in the period, and how many of them had their first chat within 48 hours. */
export async function countRegistrations(db: Executor, period: ReportQuery) {
  const [row] = await queryRows<{ registered: number; quick: number }>(
    db,
    sql`select count(*)::int as registered,
          count(*) filter (where exists (
            select 1 from audit_log l where l.client_id = c.id and l.action = 'marked first chat done'
              and l.created_at <= c.created_at + interval '48 hours'))::int as quick
        from clients c
        where ${ukDate(sql`c.created_at`)} between ${period.from} and ${period.to}`,
  );
  return { registered: row?.registered ?? 0, firstChatsWithin48h: row?.quick ?? 0 };
}

export async function countSessions(db: Executor, period: ReportQuery) {
  const [row] = await queryRows<{ attended: number; missed: number }>(
    db,
    sql`select count(*) filter (where status = 'complete')::int as attended,
          count(*) filter (where status = 'missed')::int as missed
        from sessions where due_date between ${period.from} and ${period.to}`,
  );
  return { attended: row?.attended ?? 0, missed: row?.missed ?? 0 };
}

/** Every check of each client who took a follow-up in the period, with the client's pathways. */
export async function listChecksOfFollowedUpClients(db: Executor, period: ReportQuery) {
  return queryRows<{
    client_id: number;
    pathways: string[];
    kind: 'new' | 'follow-up';
    date: string;
    answers: unknown;
    stats: unknown;
    messages: unknown;
  }>(
    db,
    sql`select a.client_id, c.pathways, a.kind, ${ukDay(sql`a.created_at`)} as date,
          a.answers, a.stats, a.messages
        from assessments a join clients c on c.id = a.client_id
        where a.client_id in (
          select client_id from assessments
          where kind = 'follow-up' and ${ukDate(sql`created_at`)} between ${period.from} and ${period.to})
        order by a.client_id, a.created_at, a.id`,
  );
}
