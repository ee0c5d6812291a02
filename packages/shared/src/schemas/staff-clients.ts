import { z } from 'zod';
import { DAYS, TIMES } from '../constants.ts';
import { CLIENT_STAGES } from '../rules/client-stage.ts';
import { assessmentStats } from './assessment-result.ts';
import { choiceId, optionalText } from './fields.ts';

const staffRef = z.object({ id: z.number(), name: z.string() });

/** GET staff/clients: the caller's caseload, optionally narrowed by name, e-mail or postcode. */
export const clientListQuery = z.strictObject({
  search: optionalText(100).optional(),
});

export const clientSummary = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  postcode: z.string(),
  stage: z.enum(CLIENT_STAGES),
  coach: staffRef.nullable(),
  registered_at: z.string().describe('ISO 8601 time'),
});
export type ClientSummary = z.infer<typeof clientSummary>;

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
  phone_number: z.string(),
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
    notification_sms: z.enum(['yes', 'no']),
    notification_email: z.enum(['yes', 'no']),
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
  stage: z.enum(CLIENT_STAGES),
  completed_calls: z.number(),
  assessment_count: z.number(),
  registered_at: z.string(),
  closure_requested_at: z.string().nullable(),
  closure_due: z.string().nullable().describe('YYYY-MM-DD: two working days after the request'),
  closed_at: z.string().nullable(),
  plan: z.object({ id: z.number(), service_level: z.number() }).nullable(),
  assessments: z.array(assessmentSummary).describe('Oldest first'),
  follow_ups: z.array(followUpMilestone),
  follow_up_last_sent: z
    .object({ sent_at: z.string(), reminder_type: z.enum(['text', 'email']).nullable() })
    .nullable(),
});
export type ClientRecord = z.infer<typeof clientRecord>;

/** PUT staff/clients/{id}/coach: take a client on, or (administrators) hand them to a colleague. */
export const assignCoach = z.strictObject({
  coach_id: choiceId('Choose a coach').nullable(),
});
