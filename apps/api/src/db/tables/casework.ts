// What a coach records about a client outside sessions and plans: contact attempts, case notes, risk flags.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';
import { clients, staff } from './people.ts';

export const contactAttempts = pgTable(
  'contact_attempts',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id),
    channel: text('channel', { enum: ['phone', 'text', 'email'] }).notNull(),
    outcome: text('outcome', { enum: ['spoke', 'voicemail', 'no-answer', 'wrong-number'] }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('contact_attempts_client').on(t.clientId, t.createdAt)],
);

export const caseNotes = pgTable(
  'case_notes',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id),
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('case_notes_client').on(t.clientId, t.createdAt)],
);

/** Flags a coach sets by hand; the automatic ones are worked out from the latest health check. */
export const riskFlags = pgTable(
  'risk_flags',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    setBy: integer('set_by').references(() => staff.id),
    createdAt: createdAt(),
    clearedAt: at('cleared_at'),
    clearedBy: integer('cleared_by').references(() => staff.id),
    clearReason: text('clear_reason'),
  },
  (t) => [index('risk_flags_client').on(t.clientId).where(sql`${t.clearedAt} is null`)],
);
