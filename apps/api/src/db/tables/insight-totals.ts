// Counts an administrator's insight reads instead of every client (migration 0008). Triggers on
// clients and plan_bcts keep them in the change's own transaction; the app never writes them.
import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Clients per goal list and stage facts: has_check and has_call are 0 or 1. */
export const clientStageTotals = pgTable(
  'client_stage_totals',
  {
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
      columns: [t.pathways, t.hasCheck, t.hasCall, t.closureRequested, t.closed],
    }),
  ],
);

/** Per technique: plan_bcts rows, how many carry a 1-5 progress rating, and those ratings' sum. */
export const bctRatingTotals = pgTable('bct_rating_totals', {
  bctId: integer('bct_id').primaryKey(),
  plans: integer('plans').notNull(),
  ratings: integer('ratings').notNull(),
  progressSum: integer('progress_sum').notNull(),
});
