// The one list of what the service holds about a client. Every column of every table that holds client
// data is here once: erased on closure, kept for the service's records (why, how long) or not personal,
// and shown in the subject access export or hidden (why). Account closure erases from it
// (staff-closure), both exports read it (data-export), RETENTION.md is written from it, and
// register.test.ts fails when a table or column of db/tables is missing. A new table: add an entry to
// one of the files below (or to NOT_CLIENT_DATA); a new column: add a line to its table's entry.
import { CLIENT_ROW } from './client-row.ts';
import { COACHING_ROWS } from './coaching-rows.ts';
import { PLAN_ROWS } from './plan-rows.ts';
import type { TableRule } from './rules.ts';
import { SELF_LOG_ROWS } from './self-log-rows.ts';
import { SERVICE_ROWS } from './service-rows.ts';

/** In export order; closure deletes and empties in this order too. */
export const CLIENT_DATA: Record<string, TableRule> = {
  clients: CLIENT_ROW,
  ...PLAN_ROWS,
  ...COACHING_ROWS,
  ...SELF_LOG_ROWS,
  ...SERVICE_ROWS,
};

/** Tables with no client data in them, and why. */
export const NOT_CLIENT_DATA: Record<string, string> = {
  staff: 'staff accounts',
  coach_slots: "coaches' weekly availability",
  coach_days_away: 'the days coaches are away, with a reason from a fixed list',
  dropdown_options: 'the lists clients choose from',
  articles: 'content every client sees',
  events: 'content every client sees',
  bcts: 'the techniques coaches choose from',
  client_stage_totals: 'counts of clients, with no client id (kept by triggers)',
  bct_rating_totals: 'counts of ratings, with no client id (kept by triggers)',
  bct_component_totals:
    'counts of ratings per barrier component and goal, with no client id (kept by triggers)',
  rate_limits:
    'counters for rate limits and lockouts, keyed by a hash of an e-mail address or of a name and postcode (pseudonymised, not linked to a client row), removed by the retention pass a day after their window ends',
};
