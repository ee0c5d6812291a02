// Self-logging between checks (issue 31): a client's own entries, the weekly targets their coach
// sets, and their reminder to log.
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';
import { clients, staff } from './people.ts';

/**
 * At most one entry per measure per Europe/London day; a later entry that day replaces it. `value` is
 * in the measure's first unit (rules/self-log.ts); `detail` keeps what was typed where it is more than
 * one number (stones and pounds, the drinks counted).
 */
export const selfLogEntries = pgTable(
  'self_log_entries',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    measure: text('measure').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    value: doublePrecision('value').notNull(),
    unit: text('unit').notNull(),
    detail: jsonb('detail').$type<Record<string, number>>(),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('self_log_entries_one_a_day').on(t.clientId, t.measure, t.day),
    index('self_log_entries_day').on(t.day),
  ],
);

/** A weekly target per measure, set by the coach on the plan and shown to the client. */
export const selfLogTargets = pgTable(
  'self_log_targets',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    measure: text('measure').notNull(),
    value: doublePrecision('value').notNull(),
    setBy: integer('set_by').references(() => staff.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.measure] })],
);

/** The weekly reminder to log, off unless the client turns it on: a weekday (1 Monday to 7 Sunday) and a time band. */
export const selfLogReminders = pgTable('self_log_reminders', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  weekday: smallint('weekday').notNull(),
  band: text('band').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
