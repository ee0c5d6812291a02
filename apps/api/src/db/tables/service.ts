// Feedback, help, outbox, audit and counters that run the service.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, smallint, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';
import { clients, staff } from './people.ts';

export type MessageAttachment = { filename: string; contentType: string; content: string };

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    rating: smallint('rating'),
    comments: text('comments').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_client').on(t.clientId)],
);

export const helpMessages = pgTable(
  'help_messages',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    handledAt: at('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('help_messages_client').on(t.clientId)],
);

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /**
     * Whom it is for: a phone number can be shared or change hands, so a client's messages are found by
     * this (to export or erase them), not by the address. Null only in rows written before migration
     * 0028 that no single client's address matched.
     */
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    /** For 'push' the recipient is a push_subscriptions id. */
    channel: text('channel', { enum: ['email', 'sms', 'push'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** Dropped once sent: it may hold a live link. */
    body: text('body'),
    /** Files sent with an e-mail, such as a session's calendar file; dropped once sent too. */
    attachments: jsonb('attachments').$type<MessageAttachment[]>(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    /**
     * When the retention pass removes the row, once sent or given up on, though its client's other data
     * stays: set only on a closed account's confirmation (staff-closure/close-client-account.ts).
     */
    removeAfter: at('remove_after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_pending').on(t.status, t.nextAttemptAt),
    index('outbox_client').on(t.clientId),
    index('outbox_remove_after').on(t.removeAfter).where(sql`${t.removeAfter} is not null`),
  ],
);

/**
 * Who (staff_id, null for a sign-in that failed) did what to which client or staff account, when.
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE except the retention pass (migration 0017).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => staff.id),
    clientId: integer('client_id'),
    targetStaffId: integer('target_staff_id').references(() => staff.id),
    action: text('action').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created').on(t.createdAt),
    index('audit_log_client').on(t.clientId),
    index('audit_log_actor').on(t.staffId, t.id.desc().nullsFirst()),
    index('audit_log_target_staff')
      .on(t.targetStaffId, t.id.desc().nullsFirst())
      .where(sql`${t.targetStaffId} is not null`),
    index('audit_log_action').on(t.action, t.id.desc().nullsFirst()),
  ],
);

/** Counters for rate limits and lockouts, shared by every API process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: at('reset_at').notNull(),
});

/** Answers to POSTs sent with an Idempotency-Key (plugins/idempotency.ts); kept for 24 hours, erased with the client. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    caller: text('caller').notNull(),
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the params and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request is still running. */
    statusCode: integer('status_code'),
    response: text('response'),
    /**
     * The client the request was by or about: the answer may repeat what they or their coach wrote. No
     * foreign key: it is claimed before the route finds whether that client exists (a 404 after).
     */
    clientId: integer('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.caller, t.route, t.key] }),
    index('idempotency_keys_created').on(t.createdAt),
    index('idempotency_keys_client').on(t.clientId),
  ],
);
