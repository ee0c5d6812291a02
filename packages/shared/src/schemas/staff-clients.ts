import { z } from 'zod';
import { DAYS, PATHWAY_SLUGS, SERVICE_LEVELS, SESSION_TYPES, TIMES } from '../constants.ts';
import { CASE_STAGES } from '../rules/client-stage.ts';
import { REMINDER_TYPES } from './assessment.ts';
import { assessmentStats } from './assessment-result.ts';
import { choiceId, id, optionalText, rowId } from './fields.ts';
import { discharge } from './staff-discharge.ts';
import { followUpForm } from './staff-record-forms.ts';

const staffRef = z.object({ id: z.number(), name: z.string() });

export const CLIENT_SORTS = ['name', 'registered', 'number'] as const;
export const CLIENT_PAGE_SIZE = 50;

const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * GET staff/clients: the caller's caseload, found by what a person has in hand (rules/client-search.ts),
 * narrowed by filters, sorted and a page at a time.
 */
export const clientListQuery = z.strictObject({
  search: optionalText(100).optional(),
  stage: z.enum(CASE_STAGES, { error: 'Choose a stage' }).optional(),
  service_level: wholeNumber('Choose a service level', 1, SERVICE_LEVELS.length).optional(),
  pathway: z.enum(PATHWAY_SLUGS, { error: 'Choose a pathway' }).optional(),
  coach: z.union([z.literal('none'), id], { error: 'Choose a coach' }).optional(),
  no_contact_days: wholeNumber('Enter a number of days from 1 to 365', 1, 365).optional(),
  sort: z.enum(CLIENT_SORTS, { error: 'Choose how to sort' }).default('name'),
  direction: z.enum(['asc', 'desc'], { error: 'Choose a direction' }).default('asc'),
  page: wholeNumber('Choose a page from 1 to 100000', 1, 100_000).default(1),
});

export const clientSummary = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_mobile: z.string(),
  dob: z.string(),
  postcode: z.string(),
  stage: z.enum(CASE_STAGES),
  service_level: z.number().nullable(),
  coach: staffRef.nullable(),
  registered_at: z.string().describe('ISO 8601 time'),
  last_contact_at: z.string().describe('ISO time of the last message, logged contact or completed session'),
});
export type ClientSummary = z.infer<typeof clientSummary>;

export const clientPage = z.object({
  data: z.array(clientSummary),
  meta: z.object({ page: z.number(), page_size: z.number(), has_more: z.boolean() }),
});
export type ClientPage = z.infer<typeof clientPage>;

export const followUpMilestone = z.object({
  months: z.number(),
  due_date: z.string().describe('YYYY-MM-DD'),
  status: z.enum(['done', 'due', 'upcoming', 'missed']),
});

export const assessmentSummary = z.object({
  id: z.number(),
  kind: z.enum(['new', 'follow-up']),
  taken_at: z.string().describe('ISO 8601 time'),
  stats: assessmentStats.nullable(),
});
export type AssessmentSummary = z.infer<typeof assessmentSummary>;

/** GET staff/clients/{id}: everything a coach needs to know about one client. */
export const clientRecord = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  dob: z.string(),
  phone_mobile: z.string(),
  address1: z.string(),
  postcode: z.string(),
  gender: z.string().nullable(),
  gender_other: z.string().nullable(),
  ethnicity: z.string().nullable(),
  gp_practice: z.string().nullable(),
  workplace: z.string().nullable(),
  additional_support: z.string().nullable(),
  how_did_you_hear: z.string().nullable(),
  someone_else: z.enum(['for-me', 'for-someone-else']),
  pathways: z.array(z.string()),
  contact: z.object({
    contact_method: z.string().nullable(),
    preferred_method: z.string().nullable(),
    leave_message: z.enum(['yes', 'no']).nullable(),
    days: z.array(z.enum(DAYS)),
    times: z.array(z.enum(TIMES)),
    time_preference_at: z.string().nullable(),
    tool_notification_sms: z.enum(['yes', 'no']),
    tool_notification_email: z.enum(['yes', 'no']),
    /** Notifications turned on for at least one device (issue 32); never which, nor their addresses. */
    notification_push: z.boolean(),
  }),
  referrer: z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      relationship: z.string().nullable(),
    })
    .nullable(),
  coach: staffRef.nullable(),
  stage: z.enum(CASE_STAGES),
  completed_calls: z.number(),
  assessment_count: z.number(),
  registered_at: z.string(),
  closure_requested_at: z.string().nullable(),
  closure_due: z.string().nullable().describe('YYYY-MM-DD: two working days after the request'),
  closed_at: z.string().nullable(),
  discharge: discharge.nullable().describe('Set when a coach or administrator discharged the client'),
  plan: z.object({ id: z.number(), service_level: z.number() }).nullable(),
  assessments: z.array(assessmentSummary).describe('Oldest first'),
  follow_ups: z.array(followUpMilestone),
  follow_up_text_refusal: z
    .string()
    .nullable()
    .describe('Why a follow-up link cannot go by text to this client (no UK mobile, texts not set up)'),
  follow_up_last_sent: z
    .object({ sent_at: z.string(), reminder_type: z.enum(REMINDER_TYPES).nullable() })
    .nullable(),
  next_session: z
    .object({ due_date: z.string(), time: z.enum(TIMES), type: z.enum(SESSION_TYPES) })
    .nullable()
    .describe('The next booked session from today on'),
});
export type ClientRecord = z.infer<typeof clientRecord>;

/** PUT staff/clients/{id}/coach: take a client on, or (administrators) hand them to a colleague. */
export const assignCoach = z.strictObject({
  coach_id: choiceId('Choose a coach').nullable(),
});

export const BULK_LIMIT = 200;

const chosenClients = z
  .array(rowId, { error: 'Choose the clients' })
  .min(1, 'Choose at least one client')
  .max(BULK_LIMIT, `Choose at most ${BULK_LIMIT} clients at once`)
  .refine((ids) => new Set(ids).size === ids.length, 'Choose each client once');

/** POST staff/clients/reassign (administrators): several clients to one coach, or back to the pool. */
export const bulkReassign = z.strictObject({
  client_ids: chosenClients,
  coach_id: choiceId('Choose a coach').nullable(),
});
export type BulkReassign = z.input<typeof bulkReassign>;

/** POST staff/clients/follow-up (administrators): the follow-up check link to each chosen client. */
export const bulkFollowUp = followUpForm.extend({ client_ids: chosenClients });
export type BulkFollowUp = z.input<typeof bulkFollowUp>;

export const bulkFollowUpAnswer = z.object({
  sent: z.number().describe('How many clients were sent a link'),
  reminder_type: z
    .enum(REMINDER_TYPES)
    .describe('How the links went (a client who cannot be texted is refused, with the reason)'),
  refused: z
    .array(z.object({ client_id: z.number(), reason: z.string() }))
    .describe('Clients not sent a link, each with the reason (no such client, case closed)'),
});
export type BulkFollowUpAnswer = z.infer<typeof bulkFollowUpAnswer>;
