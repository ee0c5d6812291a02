import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const dropdownOptions = pgTable(
  'dropdown_options',
  {
    id: integer('id').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    rank: integer('rank').notNull().default(0),
    editable: boolean('editable').notNull().default(false),
    retired: boolean('retired').notNull().default(false),
  },
  (t) => [
    uniqueIndex('dropdown_options_key_id').on(t.key, t.id),
    index('dropdown_options_key_rank').on(t.key, t.rank),
  ],
);

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['coach', 'admin'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    recoveryCodeHashes: text('recovery_code_hashes').array().notNull().default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: at('locked_until'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_email').on(sql`lower(${t.email})`)],
);

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    postcode: text('postcode').notNull(),
    address1: text('address1').notNull().default(''),
    phoneNumber: text('phone_number').notNull(),
    contactMethod: integer('contact_method'),
    leaveMessage: text('leave_message', { enum: ['yes', 'no'] }),
    gender: integer('gender'),
    genderOther: text('gender_other'),
    ethnicity: integer('ethnicity'),
    gpPracticeId: integer('gp_practice_id'),
    workplace: integer('workplace'),
    additionalSupport: text('additional_support'),
    someoneElse: text('someone_else', { enum: ['for-me', 'for-someone-else'] })
      .notNull()
      .default('for-me'),
    howDidYouHear: integer('how_did_you_hear_about_us'),
    howDidYouHearOther: text('how_did_you_hear_about_us_other'),
    acceptTerms: boolean('accept_terms').notNull().default(false),
    sharePseudonymised: boolean('share_pseudonymised').notNull().default(false),
    receiveNewsletter: boolean('receive_newsletter').notNull().default(false),
    pathways: text('pathways').array().notNull().default(sql`'{}'::text[]`),
    passwordHash: text('password_hash'),
    toolNotificationSms: text('tool_notification_sms', { enum: ['yes', 'no'] })
      .notNull()
      .default('no'),
    toolNotificationEmail: text('tool_notification_email', { enum: ['yes', 'no'] })
      .notNull()
      .default('yes'),
    contactDays: text('contact_days').array().notNull().default(sql`'{}'::text[]`),
    contactTimes: text('contact_times').array().notNull().default(sql`'{}'::text[]`),
    timePreferenceAt: at('time_preference_at'),
    preferredMethod: integer('preferred_method'),
    completedCalls: integer('completed_calls').notNull().default(0),
    assessmentCount: integer('assessment_count').notNull().default(0),
    coachId: integer('coach_id').references(() => staff.id),
    closureRequestedAt: at('closure_requested_at'),
    closedAt: at('closed_at'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: at('locked_until'),
    registrationKey: text('registration_key'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clients_email').on(sql`lower(${t.email})`),
    index('clients_name_postcode').on(sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.postcode),
    uniqueIndex('clients_registration_key').on(t.registrationKey),
    index('clients_coach').on(t.coachId),
  ],
);

export const referrers = pgTable(
  'referrers',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    relationship: integer('relationship').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('referrers_client').on(t.clientId)],
);

/** E-mailed and texted links: password creation, password reset, follow-up health check. */
export const clientLinks = pgTable(
  'client_links',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password-creation', 'password-reset', 'follow-up'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    reminderType: text('reminder_type', { enum: ['text', 'email'] }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('client_links_token').on(t.tokenHash),
    index('client_links_client').on(t.clientId, t.purpose),
  ],
);

export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('access_tokens_hash').on(t.tokenHash),
    index('access_tokens_client').on(t.clientId),
    index('access_tokens_staff').on(t.staffId),
  ],
);

export const assessments = pgTable(
  'assessments',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['new', 'follow-up'] }).notNull(),
    reminderType: text('reminder_type', { enum: ['text', 'email'] }),
    answers: jsonb('answers').notNull(),
    stats: jsonb('stats').notNull(),
    messages: jsonb('messages').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('assessments_client').on(t.clientId, t.createdAt)],
);

export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    serviceLevel: smallint('service_level').notNull().default(1),
    pathways: text('pathways').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plans_client').on(t.clientId)],
);

export const planNotes = pgTable(
  'plan_notes',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['goal', 'barrier'] }).notNull(),
    title: text('title').notNull(),
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('plan_notes_plan').on(t.planId)],
);

export const bcts = pgTable('bcts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  webFriendlyName: text('web_friendly_name').notNull(),
  description: text('description').notNull(),
  retired: boolean('retired').notNull().default(false),
});

export const planBcts = pgTable(
  'plan_bcts',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    bctId: integer('bct_id')
      .notNull()
      .references(() => bcts.id),
    progress: smallint('progress'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('plan_bcts_plan_bct').on(t.planId, t.bctId), index('plan_bcts_bct').on(t.bctId)],
);

export const planBctNotes = pgTable(
  'plan_bct_notes',
  {
    id: serial('id').primaryKey(),
    planBctId: integer('plan_bct_id')
      .notNull()
      .references(() => planBcts.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [index('plan_bct_notes_plan_bct').on(t.planBctId)],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    intro: text('intro').notNull(),
    body: text('body').notNull().default(''),
    image: text('image').notNull(),
    url: text('url').notNull(),
    publishedAt: at('published_at').notNull().defaultNow(),
    retired: boolean('retired').notNull().default(false),
  },
  (t) => [index('articles_published').on(t.publishedAt)],
);

export const events = pgTable('events', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  slug: text('slug').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  retired: boolean('retired').notNull().default(false),
  createdAt: createdAt(),
});

export const planArticles = pgTable(
  'plan_articles',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id),
  },
  (t) => [uniqueIndex('plan_articles_pk').on(t.planId, t.articleId)],
);

export const planEvents = pgTable(
  'plan_events',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
  },
  (t) => [uniqueIndex('plan_events_pk').on(t.planId, t.eventId)],
);

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
    time: text('time', { enum: ['morning', 'lunch', 'afternoon', 'evening'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('sessions_client_due').on(t.clientId, t.dueDate),
    index('sessions_coach_due').on(t.coachId, t.dueDate, t.time),
  ],
);

export const sessionNotes = pgTable(
  'session_notes',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [index('session_notes_session').on(t.sessionId)],
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
  },
  (t) => [uniqueIndex('coach_slots_unique').on(t.staffId, t.day, t.time)],
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
  (t) => [index('actions_client').on(t.clientId, t.createdAt)],
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
  },
  (t) => [index('messages_client_sent').on(t.clientId, t.sent)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    object: text('object', { enum: ['Task', 'Action', 'Message'] }).notNull(),
    objectId: integer('object_id').notNull(),
    title: text('title').notNull(),
    seen: boolean('seen').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_client_created').on(t.clientId, t.createdAt)],
);

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
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_pending').on(t.status, t.nextAttemptAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    clientId: integer('client_id'),
    action: text('action').notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created').on(t.createdAt), index('audit_log_client').on(t.clientId)],
);

/** Counters for rate limits and lockouts, shared by every API process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: at('reset_at').notNull(),
});
