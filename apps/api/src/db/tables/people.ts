// Clients, staff and how they sign in.
import { DISCHARGE_REASONS } from '@coaching/shared/schemas/staff-discharge';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, sealedText } from './columns.ts';

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['coach', 'admin'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    totpSecret: sealedText('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    recoveryCodeHashes: text('recovery_code_hashes').array().notNull().default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
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
    /** Dashboard feedback prompts answered: "chat" and "session-<id>". */
    feedbackPromptsAnswered: text('feedback_prompts_answered').array().notNull().default(sql`'{}'::text[]`),
    completedCalls: integer('completed_calls').notNull().default(0),
    assessmentCount: integer('assessment_count').notNull().default(0),
    coachId: integer('coach_id').references(() => staff.id),
    closureRequestedAt: at('closure_requested_at'),
    closedAt: at('closed_at'),
    // A discharge (issue #29) closes the case too, and keeps it whole (migration 0026).
    dischargedAt: at('discharged_at'),
    dischargeReason: text('discharge_reason', { enum: DISCHARGE_REASONS }),
    dischargeAttempts: integer('discharge_attempts'),
    dischargeNote: text('discharge_note'),
    dischargedBy: integer('discharged_by').references(() => staff.id),
    registrationKey: text('registration_key'),
    // The intake pool as a column of its own: PostgreSQL keeps statistics for it, where it guessed the
    // pool from coach_id and closed_at apart (a thousand clients expected, none there) and chose plans
    // for every coach's lists on that guess.
    inPool: boolean('in_pool').generatedAlwaysAs(sql`coach_id is null and closed_at is null`),
    // Kept by triggers on messages, contact attempts and sessions (migration 0010); the app never
    // writes them. contactedAt: the latest message either way, logged attempt or completed session.
    contactedAt: at('contacted_at'),
    /** When the latest message is the client's own and unhandled: their oldest since the last reply. */
    waitingSince: at('waiting_since'),
    /** When someone was last in touch: contactedAt, else registration. */
    lastContactAt: at('last_contact_at').notNull().generatedAlwaysAs(sql`greatest(created_at, contacted_at)`),
    // Kept by triggers too (migration 0014), for My day's waiting messages and risk flags. While the
    // client waits: their latest message's time and its first PREVIEW_LENGTH + 1 characters.
    waitingLatestAt: at('waiting_latest_at'),
    waitingPreview: text('waiting_preview'),
    /** Risk flags set by staff and not cleared. */
    openFlags: integer('open_flags').notNull().default(0),
    /** The latest health check's numbers that raise automatic flags (rules/risk-flags.ts). */
    checkBmi: doublePrecision('check_bmi'),
    checkAlcoholBand: text('check_alcohol_band'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** The name as search matches it: search_text(first || last || first), kept by a trigger. */
    searchName: text('search_name').notNull().default(''),
  },
  (t) => [
    uniqueIndex('clients_email').on(sql`lower(${t.email})`),
    index('clients_name_postcode').on(sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.postcode),
    uniqueIndex('clients_registration_key').on(t.registrationKey),
    // A coach's caseload: their open cases, never the closed ones that grow for as long as they work here.
    index('clients_caseload').on(t.coachId, t.closedAt),
    // The intake pool, which every coach's caseload includes: small however many cases have closed.
    index('clients_open_pool').on(t.createdAt, t.id).where(sql`${t.inPool}`),
    // Every open case, which an administrator's queue and My day cover: small however many have closed.
    index('clients_open').on(t.createdAt, t.id).where(sql`${t.closedAt} is null`),
    // An administrator's unanswered messages: open cases with a client waiting, oldest first.
    index('clients_waiting')
      .on(t.waitingSince, t.id)
      .where(sql`${t.waitingSince} is not null and ${t.closedAt} is null`),
    // Search by what a person has in hand: a name as typed (search_name, kept by a trigger, migration
    // 0021) from anywhere in it, an e-mail's start, a phone number's end, a postcode without spaces.
    index('clients_search_name_trigram').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('clients_email_prefix').on(sql`lower(${t.email}) text_pattern_ops`),
    index('clients_phone_digits_reversed').on(
      sql`reverse(regexp_replace(regexp_replace(${t.phoneNumber}, '[^0-9]', '', 'g'), '^44', '0')) text_pattern_ops`,
    ),
    index('clients_postcode_compact').on(sql`upper(replace(${t.postcode}, ' ', '')) text_pattern_ops`),
    index('clients_dob').on(t.dob),
    index('clients_discharged').on(t.dischargedAt).where(sql`${t.dischargedAt} is not null`),
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
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('access_tokens_hash').on(t.tokenHash),
    index('access_tokens_client').on(t.clientId),
    index('access_tokens_staff').on(t.staffId),
  ],
);
