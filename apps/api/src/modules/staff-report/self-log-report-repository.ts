import type { SelfLogMeasure } from '@coaching/shared/rules/self-log';
import { REPORT_LOGGING_WEEKS, REPORT_LOGGING_WEEKS_NEEDED } from '@coaching/shared/rules/self-log-report';
import type { ReportQuery } from '@coaching/shared/schemas/staff-report';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { ukDate, ukDay } from '../../db/uk-date.ts';
import type { CheckRow } from '../progress/progress-repository.ts';

const literal = (n: number) => sql.raw(String(n));

/**
 * Clients whose first check was in the period and whose first REPORT_LOGGING_WEEKS weeks from it had
 * ended by the period's end, and how many of them logged in REPORT_LOGGING_WEEKS_NEEDED of those weeks
 * (each week counted from the day of the first check).
 */
export async function countKeptLogging(db: Executor, period: ReportQuery) {
  const days = literal(7 * REPORT_LOGGING_WEEKS);
  const [row] = await queryRows<{ clients: number; logged: number }>(
    db,
    sql`select count(*)::int as clients,
          count(*) filter (where weeks >= ${literal(REPORT_LOGGING_WEEKS_NEEDED)})::int as logged
        from (
          select (select count(distinct (e.day - f.first_day) / 7) from self_log_entries e
              where e.client_id = f.client_id and e.day >= f.first_day and e.day < f.first_day + ${days}) as weeks
          from (select client_id, min(${ukDate(sql`created_at`)}) as first_day
            from assessments where kind = 'new' group by client_id) f
          where f.first_day between ${period.from} and ${period.to}
            and f.first_day + ${days} - 1 <= ${period.to}::date
        ) w`,
  );
  return { clients: row?.clients ?? 0, logged: row?.logged ?? 0 };
}

export type LastWeekRow = CheckRow & { client_id: number; measure: SelfLogMeasure; figure: number };

/**
 * For each client and measure logged in the period, the figure of the last week (Monday to Sunday)
 * with an entry in it, as rules/self-log-weeks.ts weeklyFigures gives it (the last weight, total
 * minutes and units, cigarettes a day on average), with the client's first check.
 */
export async function listLastLoggedWeeks(db: Executor, period: ReportQuery): Promise<LastWeekRow[]> {
  return queryRows<LastWeekRow>(
    db,
    sql`with last_week as (
          select client_id, measure, max(date_trunc('week', day))::date as week
          from self_log_entries where day between ${period.from} and ${period.to}
          group by client_id, measure
        ), figures as (
          select w.client_id, w.measure,
            case w.measure when 'weight' then (array_agg(e.value order by e.day desc))[1]
              when 'smoking' then avg(e.value) else sum(e.value) end as figure
          from last_week w
          join self_log_entries e on e.client_id = w.client_id and e.measure = w.measure
            and e.day >= w.week and e.day < w.week + 7 and e.day between ${period.from} and ${period.to}
          group by w.client_id, w.measure
        )
        select f.client_id, f.measure, f.figure, a.kind, a.date, a.answers, a.stats, a.messages
        from figures f
        cross join lateral (select kind, ${ukDay(sql`created_at`)} as date, answers, stats, messages
          from assessments where client_id = f.client_id order by created_at, id limit 1) a
        where a.kind = 'new'
        order by f.client_id, f.measure`,
  );
}
