// Sessions, actions, messages and notifications between coach and client.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';
import { clients, staff } from './people.ts';
import { plans } from './plans.ts';

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    coachId: integer('coach_id').references(() => staff.id),
    type: text('type', { enum: ['coaching', 'check-in', 'month check-in'] }).notNull(),
    status: text('status', { enum: ['due', 'complete', 'missed', 'cancelled'] })
      .notNull()
      .default('due'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** The due date before the client first moved the session; null while they never have. */
    originalDueDate: date('original_due_date', { mode: 'string' }),
    time: text('time', { enum: ['morning', 'lunch', 'afternoon', 'evening'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** When and by whom it was last marked held or missed, for the 10-minute undo (migration 0026). */
    statusMarkedAt: at('status_marked_at'),
    statusMarkedBy: integer('status_marked_by').references(() => staff.id),
    /** When the client last moved or cancelled it themselves; null once staff change it (My day). */
    clientChangedAt: at('client_changed_at'),
  },
  (t) => [
    index('sessions_client_due').on(t.clientId, t.dueDate),
    index('sessions_coach_due').on(t.coachId, t.dueDate, t.time),
    index('sessions_status_due').on(t.status, t.dueDate),
  ],
);

export const sessionNotes = pgTable(
  'session_notes',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The session's client, which a session never changes: the client's latest note in one probe. */
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [
    index('session_notes_session').on(t.sessionId),
    index('session_notes_client_latest').on(t.clientId, t.date.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** A coach's weekly availability: the slots the reschedule calendar may offer. */
export const coachSlots = pgTable(
  'coach_slots',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    day: text('day', { enum: ['mon', 'tue', 'wed', 'thu', 'fri'] }).notNull(),
    time: text('time', { enum: ['morning', 'lunch', 'afternoon', 'evening'] }).notNull(),
    /** How many calls fit in this band of the week. */
    capacity: integer('capacity').notNull().default(3),
  },
  (t) => [uniqueIndex('coach_slots_unique').on(t.staffId, t.day, t.time)],
);

/**
 * Days a coach is away (leave, training), first and last inclusive: no session can be booked or moved
 * onto them with that coach (rules/days-away.ts). The reason is from a fixed list, never free text.
 */
export const coachDaysAway = pgTable(
  'coach_days_away',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    reason: text('reason', { enum: ['annual_leave', 'training', 'other'] }).notNull(),
    createdBy: integer('created_by').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [index('coach_days_away_staff').on(t.staffId, t.lastDay)],
);

export const actions = pgTable(
  'actions',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    status: text('status', { enum: ['incomplete', 'complete'] })
      .notNull()
      .default('incomplete'),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('actions_client').on(t.clientId, t.createdAt),
    index('actions_open_due').on(t.dueDate).where(sql`${t.status} = 'incomplete'`),
    // A client's open actions by due date: My day's overdue actions for each of a coach's clients.
    index('actions_client_open').on(t.clientId, t.dueDate).where(sql`${t.status} = 'incomplete'`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id),
    isCoach: boolean('is_coach').notNull(),
    message: text('message').notNull(),
    userSeen: boolean('user_seen').notNull().default(false),
    sent: at('sent').notNull().defaultNow(),
    /** A client's message a coach marked as needing no reply. */
    handledAt: at('handled_at'),
    handledBy: integer('handled_by').references(() => staff.id),
  },
  // Newest first with id as the tie-break, as the chat and the queue read them: no sort after the index.
  (t) => [index('messages_client_sent').on(t.clientId, t.sent, t.id)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    object: text('object', { enum: ['Task', 'Action', 'Message', 'Session'] }).notNull(),
    objectId: integer('object_id').notNull(),
    title: text('title').notNull(),
    seen: boolean('seen').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_client_created').on(t.clientId, t.createdAt)],
);
