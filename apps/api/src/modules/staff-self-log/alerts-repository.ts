import {
  STOPPED_LOGGING_DAYS,
  STOPPED_LOGGING_WEEKS,
  UNITS_PERIOD_DAYS,
  UNITS_RISE_RATIO,
  WEIGHT_RISE_DAYS,
  WEIGHT_RISE_KG,
} from '@coaching/shared/rules/self-log-alerts';
import type { SelfLogAlerts } from '@coaching/shared/schemas/self-log-targets';
import { type SQL, sql } from 'drizzle-orm';
import { CALLER_ID } from '../../db/caller-id.ts';
import { type Executor, listsStatement, opaquePlaceholder } from '../../db/client.ts';
import { listReadRecord } from '../staff-audit/audit-repository.ts';

export const SELF_LOG_ALERTS_READ = {
  action: 'viewed self-logging lists',
  detail: 'GET /api/staff/my-day/self-log',
} as const;

const today = opaquePlaceholder('today', 'date');
/** A rule's number written into the statement, so the plan is made knowing it. */
const literal = (n: number) => sql.raw(String(n));

// The caller's own open clients, as in My day's caseload lists.
const caseload = sql`c.coach_id = ${CALLER_ID} and c.closed_at is null and c.closure_requested_at is null`;

/**
 * An entry of the client `c` in the week `weeksBack` weeks before the last entry's. Each lookup reads
 * only that client's entries (the unique index on client, measure and day leads with the client).
 */
const weekBefore = (weeksBack: number) => sql`exists (select 1 from self_log_entries e
    where e.client_id = c.id
      and e.day >= date_trunc('week', l.last_day)::date - ${literal(7 * weeksBack)}
      and e.day < date_trunc('week', l.last_day)::date - ${literal(7 * (weeksBack - 1))})`;

/** rules/self-log-alerts.ts hasStoppedLogging, over the caller's open clients, longest stopped first. */
const stopped: SQL = sql`select c.id as client_id, c.first_name, c.last_name, l.last_day::text as last_day
    from clients c
    cross join lateral (select max(e.day) as last_day from self_log_entries e where e.client_id = c.id) l
    where ${caseload} and l.last_day <= ${today} - ${literal(STOPPED_LOGGING_DAYS)}
      and ${sql.join(
        Array.from({ length: STOPPED_LOGGING_WEEKS - 1 }, (_, i) => weekBefore(i + 1)),
        sql` and `,
      )}
    order by l.last_day, c.id`;

const weightIn = (order: SQL) => sql`(select e.value from self_log_entries e
    where e.client_id = c.id and e.measure = 'weight'
      and e.day > ${today} - ${literal(WEIGHT_RISE_DAYS)} and e.day <= ${today}
    order by ${order} limit 1)`;

/** rules/self-log-alerts.ts weightRise and unitsRise, over the caller's open clients, by name. */
const wrongWay: SQL = sql`select client_id, first_name, last_name,
      case when weight_rise >= ${literal(WEIGHT_RISE_KG)} then weight_rise end as weight_rise,
      case when units_rising then round((units_earlier / ${literal(UNITS_PERIOD_DAYS / 7)})::numeric, 1)::float8 end as units_earlier,
      case when units_rising then round((units_recent / ${literal(UNITS_PERIOD_DAYS / 7)})::numeric, 1)::float8 end as units_recent
    from (
      select c.id as client_id, c.first_name, c.last_name,
        round((${weightIn(sql`e.day desc`)} - ${weightIn(sql`e.day`)})::numeric, 1)::float8 as weight_rise,
        a.earlier as units_earlier, a.recent as units_recent,
        coalesce(a.recent_count > 0 and a.earlier_count > 0 and a.recent > a.earlier
          and a.recent >= a.earlier * ${literal(UNITS_RISE_RATIO)}, false) as units_rising
      from clients c
      cross join lateral (
        select sum(e.value) filter (where e.day > ${today} - ${literal(UNITS_PERIOD_DAYS)}) as recent,
          count(*) filter (where e.day > ${today} - ${literal(UNITS_PERIOD_DAYS)}) as recent_count,
          sum(e.value) filter (where e.day <= ${today} - ${literal(UNITS_PERIOD_DAYS)}) as earlier,
          count(*) filter (where e.day <= ${today} - ${literal(UNITS_PERIOD_DAYS)}) as earlier_count
        from self_log_entries e
        where e.client_id = c.id and e.measure = 'alcohol'
          and e.day > ${today} - ${literal(2 * UNITS_PERIOD_DAYS)} and e.day <= ${today}
      ) a
      where ${caseload}
    ) figures
    where weight_rise >= ${literal(WEIGHT_RISE_KG)} or units_rising
    order by last_name, first_name, client_id`;

const read = listsStatement<'caller', SelfLogAlerts>(
  () => ({ stopped, wrong_way: wrongWay }),
  listReadRecord(SELF_LOG_ALERTS_READ.action, SELF_LOG_ALERTS_READ.detail),
);

/** The caller's two self-logging lists for My day, in one statement that also writes its audit record. */
export async function listSelfLogAlerts(db: Executor, staffId: number, day: string): Promise<SelfLogAlerts> {
  return read(db, 'caller', { staffId, today: day });
}
