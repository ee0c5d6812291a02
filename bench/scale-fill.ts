import pg from 'pg';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { DEMO_STAFF, seedDemoData } from '../apps/api/src/db/seed/seed-demo-data.ts';
import { loadSelfLogEntries } from './scale-self-log.ts';

const COACHES = 20;
const CASELOAD = 80;
/** One closed case in this many is a present coach's; the rest were their coaches' who have left. */
const CLOSED_WITH_COACH = 10;
const LOADED = [
  'clients',
  'plans',
  'plan_bcts',
  'messages',
  'sessions',
  'session_notes',
  'actions',
  'scheduled_sends',
  'self_log_entries',
];

export function databaseUrl(base: string, name: string): string {
  const parsed = new URL(base);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function recreate(base: string, name: string) {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

/**
 * Loads as PostgreSQL's "Populating a Database" advises: the secondary indexes dropped and built again
 * after, foreign-key triggers off (needs a superuser; without one the load is only slower), no
 * waiting on each commit's flush.
 */
async function bulkLoad(url: string, load: (c: pg.Client) => Promise<void>) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`set synchronous_commit = off; set maintenance_work_mem = '1GB'`);
  await c.query('set session_replication_role = replica').catch(() => {
    console.log('(not a superuser: foreign keys are checked row by row, so the load is slower)');
  });
  const { rows: indexes } = await c.query<{ indexname: string; indexdef: string }>(
    `select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = 'public' and i.tablename = any($1)
        and not exists (select 1 from pg_constraint k where k.conname = i.indexname)`,
    [LOADED],
  );
  for (const index of indexes) await c.query(`drop index "${index.indexname}"`);
  await load(c);
  for (const index of indexes) await c.query(index.indexdef);
  await c.query('analyze');
  await c.end();
}

/**
 * Each client's last contact and wait for a reply (migrations 0010 and 0014), worked out again after the
 * trigger-less load: the same rule as the migrations' refresh_client_contact, over every client at once.
 * (The bench's clients have no risk flags or health checks, so their flag columns keep their defaults.)
 */
async function refreshClientContact(c: pg.Client) {
  await c.query(`with m as (
      select client_id, max(sent) as last_sent, max(sent) filter (where is_coach) as replied,
        (array_agg(is_coach or handled_at is not null order by sent desc, id desc))[1] as answered,
        (array_agg(left(message, 121) order by sent desc, id desc))[1] as latest_preview
      from messages group by client_id
    ), w as (
      select w.client_id, min(w.sent) as waiting
      from messages w join m on m.client_id = w.client_id
      where not m.answered and not w.is_coach and w.handled_at is null and w.sent > coalesce(m.replied, '-infinity')
      group by w.client_id
    ), s as (
      select client_id, max(due_date)::timestamptz as held from sessions where status = 'complete' group by client_id
    ), a as (
      select client_id, max(created_at) as attempted from contact_attempts group by client_id
    )
    update clients c set contacted_at = greatest(m.last_sent, s.held, a.attempted),
      waiting_since = case when not m.answered then coalesce(w.waiting, m.last_sent) end,
      waiting_latest_at = case when not m.answered then m.last_sent end,
      waiting_preview = case when not m.answered then m.latest_preview end
    from clients k
    left join m on m.client_id = k.id
    left join w on w.client_id = k.id
    left join s on s.client_id = k.id
    left join a on a.client_id = k.id
    where k.id = c.id and coalesce(m.last_sent, s.held, a.attempted) is not null`);
  await c.query('vacuum clients');
}

/**
 * A fresh database `name` with the demo data and `clients` generated clients: 20 coaches with up to 80
 * open clients each, the rest closed cases: one in ten kept by one of them (closing a case keeps its
 * coach, so a coach's closed cases grow for as long as they work: 5,000 each at a million), the others
 * with no coach (a coach who leaves hands their cases back); each client with a plan of three techniques
 * (two in three rated), `perClient` messages, four weekly sessions (a note on each one held) and an
 * action, and self-logged entries (scale-self-log.ts). The demo coach, whose calls are measured, gets the first 80 whatever the size, so the small
 * and the big database differ only in what surrounds their caseload.
 * Answers how long the load took, in seconds.
 */
export async function fill(base: string, name: string, clients: number, perClient: number): Promise<number> {
  await recreate(base, name);
  const url = databaseUrl(base, name);
  const database = openPostgres(url);
  await database.migrate();
  await seedDemoData(database.db);
  await database.close();
  const started = Date.now();
  await bulkLoad(url, async (c) => {
    await c.query(`insert into staff (email, name, role, password_hash, totp_enabled)
      select 'bench.coach' || g || '@example.com', 'Bench Coach ' || g, 'coach', 'x', true
      from generate_series(1, ${COACHES - 1}) g`);
    await c.query(`create temporary table coach_ids as
      select row_number() over (order by email = '${DEMO_STAFF.coach}' desc, id) - 1 as n, id
      from staff where role = 'coach'`);
    // Some names as people write them, with accents and apostrophes (one in seven a Siân, one in
    // eleven an O'Brien-something), for the search by name as typed. The load runs without triggers,
    // so search_name is written as the trigger would (migration 0021).
    await c.query(`insert into clients (first_name, last_name, search_name, email, dob, postcode, phone_number,
        completed_calls, assessment_count, coach_id, closed_at, created_at)
      select n.first, n.last, search_text(n.first) || search_text(n.last) || search_text(n.first),
        'bench' || g || '@example.com',
        date '1950-01-01' + (g % 18000), 'DT' || (g % 9 + 1) || ' ' || (g % 10) || 'AB',
        '07' || lpad((g % 1000000000)::text, 9, '0'), 1, 1,
        k.id, case when g > ${COACHES * CASELOAD} then now() - interval '1 day' * (g % 700) end,
        now() - interval '1 day' * (g % 900)
      from generate_series(1, ${clients}) g
      cross join lateral (select
        case when g % 7 = 0 then 'Siân' else 'First' || g end as first,
        case when g % 11 = 0 then 'O''Brien' else '' end || 'Surname' || (g % 50000) as last) n
      left join coach_ids k on k.n = case when g <= ${CASELOAD} then 0
        when g <= ${COACHES * CASELOAD} then 1 + g % ${COACHES - 1}
        when g % ${CLOSED_WITH_COACH} = 0 then g / ${CLOSED_WITH_COACH} % ${COACHES} end`);
    await c.query(`create temporary table bench_clients as
      select id, coach_id, closed_at::date as closed from clients where email like 'bench%'`);
    await c.query(`insert into plans (client_id, service_level) select id, 2 from bench_clients`);
    // Three techniques a plan, two in three of them rated 1-5 by the client; the first added for a
    // barrier the client named (one of three COM-B components, for their goal of moving more).
    await c.query(`insert into plan_bcts (plan_id, bct_id, progress, barrier_component, barrier_pathway)
      select p.id, t.ids[(p.id + s) % cardinality(t.ids) + 1],
        case when (p.id + s) % 3 <> 0 then 1 + (p.id * 7 + s) % 5 end,
        case when s = 0 then (array['capability-physical', 'opportunity-social', 'motivation-reflective'])[p.id % 3 + 1] end,
        case when s = 0 then 'move-more' end
      from plans p join bench_clients b on b.id = p.client_id
      cross join (select array_agg(id order by id) ids from bcts where not retired) t
      cross join generate_series(0, 2) s`);
    await c.query(`insert into messages (client_id, plan_id, is_coach, message, sent)
      select p.client_id, p.id, (s % 2 = 0), 'Message ' || s,
        coalesce(b.closed::timestamptz, now()) - interval '1 hour' * (s * 7 + p.client_id % 24)
      from plans p join bench_clients b on b.id = p.client_id cross join generate_series(1, ${perClient}) s`);
    // Booked a month ago: the scheduler confirms only bookings changed in the last two days, so a
    // fresh load does not set off thousands of confirmations while the calls are measured. A closed
    // case's sessions were held fortnightly before it closed (closing cancels the ones to come).
    await c.query(`insert into sessions (client_id, coach_id, type, due_date, time, status, created_at, updated_at)
      select b.id, b.coach_id, 'coaching', coalesce(b.closed - (s + 1) * 14, current_date + (s * 7 - 14 + b.id % 5)),
        (array['morning','lunch','afternoon','evening'])[s % 4 + 1],
        case when s < 2 or b.closed is not null then 'complete' else 'due' end,
        now() - interval '30 days', now() - interval '30 days'
      from bench_clients b cross join generate_series(0, 3) s`);
    // A note on every session held, as coaches write them.
    await c.query(`insert into session_notes (session_id, client_id, note, date)
      select s.id, s.client_id, 'Talked through the week: walks after lunch on three days, meals logged.', s.due_date
      from sessions s join bench_clients b on b.id = s.client_id where s.status = 'complete'`);
    // As in a service that has been running, the coming week's reminders are recorded as gone: a
    // fresh load would otherwise send a day's reminders while the calls are measured.
    await c.query(`insert into scheduled_sends (client_id, kind, subject_key, channel)
      select s.client_id, k.kind, s.id::text || ':' || s.due_date::text || ':' || s.time, 'email'
      from sessions s join bench_clients b on b.id = s.client_id
      cross join (values ('session-day-before'), ('session-hour-before')) k(kind)
      where s.status = 'due' and s.due_date between current_date and current_date + 7`);
    await c.query(`insert into actions (client_id, title, description, due_date, status)
      select id, 'Walk', 'Walk 20 minutes', coalesce(closed - 30, current_date + (id % 20 - 10)),
        case when closed is null then 'incomplete' else 'complete' end
      from bench_clients`);
    await loadSelfLogEntries(c);
    // The load ran with triggers off (session_replication_role = replica): the insight totals missed
    // every row it wrote.
    await c.query('select recount_insight_totals()');
    await refreshClientContact(c);
  });
  return Math.round((Date.now() - started) / 1000);
}
