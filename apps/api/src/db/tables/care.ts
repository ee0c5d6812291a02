// What the scheduler has sent, how each client wants to be reminded, and progress over time.
import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';
import { clients, staff } from './people.ts';
import { planBcts } from './plans.ts';

/**
 * One row per reminder or invitation the scheduler queued; the unique key is what makes each one go
 * out once, however many processes run the scheduler.
 */
export const scheduledSends = pgTable(
  'scheduled_sends',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: [
        'follow-up-invitation',
        'follow-up-reminder',
        'session-day-before',
        'session-hour-before',
        'session-change',
        'self-log-reminder',
      ],
    }).notNull(),
    /**
     * The follow-up's months, or the session's id, day and time (and status, for a session change), so a
     * moved session is reminded and confirmed again; for the reminder to record, the week's Monday.
     */
    subjectKey: text('subject_key').notNull(),
    /** Null when the client had turned off every channel it could go by. */
    channel: text('channel', { enum: ['email', 'sms'] }),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('scheduled_sends_once').on(t.clientId, t.kind, t.subjectKey)],
);

/** Absent until the client changes it on their account page (defaults in reminder-preferences.ts). */
export const reminderSettings = pgTable('reminder_settings', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull(),
  sms: boolean('sms').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Every rating a client gives a technique, so coaches see how it changed (plan_bcts keeps the latest). */
export const planBctRatings = pgTable(
  'plan_bct_ratings',
  {
    id: serial('id').primaryKey(),
    planBctId: integer('plan_bct_id')
      .notNull()
      .references(() => planBcts.id, { onDelete: 'cascade' }),
    progress: smallint('progress').notNull(),
    ratedAt: at('rated_at').notNull().defaultNow(),
  },
  (t) => [index('plan_bct_ratings_plan_bct').on(t.planBctId, t.ratedAt)],
);

/** Every copy of a client's data given out (UK GDPR right of access): by the client, or by staff. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Null when the client downloaded it themselves. */
    staffId: integer('staff_id').references(() => staff.id),
    format: text('format', { enum: ['json', 'html'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('data_exports_client').on(t.clientId, t.createdAt)],
);
