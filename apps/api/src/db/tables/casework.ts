// What a coach records about a client outside sessions and plans: contact attempts, case notes, risk flags.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';
import { clients, staff } from './people.ts';
import { assessments } from './plans.ts';

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
    editedAt: at('edited_at'),
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
    editedAt: at('edited_at'),
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

/** An automatic flag acknowledged for the health check that raised it (a later check raises it afresh). */
export const riskFlagAcknowledgements = pgTable(
  'risk_flag_acknowledgements',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['bmi', 'audit'] }).notNull(),
    note: text('note').notNull().default(''),
    acknowledgedBy: integer('acknowledged_by').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('risk_flag_acknowledgements_check_kind').on(t.assessmentId, t.kind),
    index('risk_flag_acknowledgements_client').on(t.clientId, t.createdAt),
  ],
);

/** The earlier words of a contact attempt or case note its author corrected (one of the two ids is set). */
export const caseworkCorrections = pgTable(
  'casework_corrections',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    contactAttemptId: integer('contact_attempt_id').references(() => contactAttempts.id, {
      onDelete: 'cascade',
    }),
    caseNoteId: integer('case_note_id').references(() => caseNotes.id, { onDelete: 'cascade' }),
    earlierOutcome: text('earlier_outcome'),
    earlierNote: text('earlier_note').notNull(),
    correctedBy: integer('corrected_by').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [index('casework_corrections_client').on(t.clientId, t.createdAt)],
);
