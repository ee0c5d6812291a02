// Self-logging in the scale bench (issue 31): entries to load, and the client's week read measured as
// the query it is (the client's own API for it is built apart), beside the staff calls over HTTP.
import pg from 'pg';
import { DEMO_CLIENT } from '../apps/api/src/db/seed/seed-demo-data.ts';

export const SELF_LOG_ENTRIES_PER_CLIENT = 50;
/** One client in this many of the closed cases also has entries, so the table is the size the issue names (about 1.5 million at a million clients). */
const CLOSED_WITH_ENTRIES = 33;

/**
 * 50 entries for each open client (and the demo client), one measure in turn every other day back
 * from yesterday; a third of them weighing more lately (My day's "moving the wrong way") and a seventh
 * stopped three weeks ago (its "stopped logging"). Runs in the bench's bulk load (bench_clients).
 */
export async function loadSelfLogEntries(c: pg.Client) {
  await c.query(`insert into self_log_entries (client_id, measure, day, value, unit)
    select k.id, (array['weight','activity','alcohol','smoking'])[s % 4 + 1],
      current_date - 1 - 2 * s - (k.id % 2) - case when k.id % 7 = 0 then 21 else 0 end,
      case s % 4 when 0 then 80 + case when k.id % 3 = 0 then (50 - s) * 0.2 else s % 3 end
        when 1 then 30 + s % 40 when 2 then 4 + s % 6 else 5 + s % 4 end,
      (array['kg','minutes','units','cigarettes'])[s % 4 + 1]
    from (select id from bench_clients where closed is null or id % ${CLOSED_WITH_ENTRIES} = 0
      union all select id from clients where email = '${DEMO_CLIENT.email}') k
    cross join generate_series(0, ${SELF_LOG_ENTRIES_PER_CLIENT - 1}) s`);
}

export async function demoClientId(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const { rows } = await c.query<{ id: number }>('select id from clients where email = $1', [
    DEMO_CLIENT.email,
  ]);
  await c.end();
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('the demo client is missing');
  return id;
}

/**
 * The dashboard's "this week": one client's entries in a range of days, as its API reads them, timed
 * over 10 connections for `seconds`; every answer's time in ms.
 */
export async function timeWeekQuery(url: string, clientId: number, seconds: number): Promise<number[]> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const times: number[] = [];
  const until = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      await pool.query({
        name: 'bench_self_log_week',
        text: `select measure, day, value, unit, detail, note from self_log_entries
          where client_id = $1 and day between current_date - 6 and current_date order by day, measure`,
        values: [clientId],
      });
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  await pool.end();
  return times;
}
