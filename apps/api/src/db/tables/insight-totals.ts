// Counts insight reads instead of every client (migrations 0008 and 0013). Triggers on clients, plans
// and plan_bcts keep them in the change's own transaction; the app never writes them.
import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Whose caseload a count is in (the SQL function caseload_owner): a coach's id for their open and closed
 * cases, POOL for open cases with no coach, and -1 for closed cases with no coach, which are nobody's.
 */
const owner = () => integer('owner').notNull();
export const POOL = 0;

/** Clients per owner, goal list and stage facts: has_check and has_call are 0 or 1. */
export const clientStageTotals = pgTable(
  'client_stage_totals',
  {
    owner: owner(),
    pathways: text('pathways').array().notNull(),
    hasCheck: integer('has_check').notNull(),
    hasCall: integer('has_call').notNull(),
    closureRequested: boolean('closure_requested').notNull(),
    closed: boolean('closed').notNull(),
    clients: integer('clients').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'client_stage_totals_pk',
      columns: [t.owner, t.pathways, t.hasCheck, t.hasCall, t.closureRequested, t.closed],
    }),
  ],
);

/** Per owner and technique: plan_bcts rows, how many carry a 1-5 progress rating, and their sum. */
export const bctRatingTotals = pgTable(
  'bct_rating_totals',
  {
    owner: owner(),
    bctId: integer('bct_id').notNull(),
    plans: integer('plans').notNull(),
    ratings: integer('ratings').notNull(),
    progressSum: integer('progress_sum').notNull(),
  },
  (t) => [primaryKey({ name: 'bct_rating_totals_pk', columns: [t.owner, t.bctId] })],
);

/**
 * Per owner, barrier component, goal and technique: the same counts for the techniques added for a
 * barrier (plan_bcts with a barrier_component; `pathway` '' when the barrier had none). Insight's
 * techniques by component and the suggestions' service ratings read these, not every technique.
 */
export const bctComponentTotals = pgTable(
  'bct_component_totals',
  {
    owner: owner(),
    component: text('component').notNull(),
    pathway: text('pathway').notNull(),
    bctId: integer('bct_id').notNull(),
    plans: integer('plans').notNull(),
    ratings: integer('ratings').notNull(),
    progressSum: integer('progress_sum').notNull(),
  },
  (t) => [
    primaryKey({ name: 'bct_component_totals_pk', columns: [t.owner, t.component, t.pathway, t.bctId] }),
  ],
);
