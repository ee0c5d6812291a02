import { z } from 'zod';
import { QUIET_DAYS_DEFAULT, SESSION_STATUSES, SESSION_TYPES, TIMES } from '../constants.ts';
import { staffQueue } from './staff-queue.ts';

/** GET staff/my-day?quiet_days=N */
export const myDayQuery = z.strictObject({
  quiet_days: z.coerce
    .number({ error: 'Enter a number of days' })
    .int('Enter a whole number of days')
    .min(1, 'Enter at least 1 day')
    .max(365, 'Enter at most 365 days')
    .default(QUIET_DAYS_DEFAULT),
});

const who = { client_id: z.number(), first_name: z.string(), last_name: z.string() };

/** A session of the caller's on one day, with how to reach the client. */
const daySession = z.object({
  ...who,
  session_id: z.number(),
  type: z.enum(SESSION_TYPES),
  time: z.enum(TIMES),
  status: z.enum(SESSION_STATUSES),
  contact_method: z.string().nullable(),
  /** The detail for the chosen method: the e-mail address for e-mail, else the phone number. */
  contact: z.string(),
  phone_mobile: z.string(),
  last_note: z.string().nullable(),
  version: z.string().describe('The session’s version, as in the client’s sessions: send it as If-Match'),
});

/** The queue's lists plus the caller's own diary and caseload work, each oldest or most urgent first. */
export const myDay = staffQueue.extend({
  registrations: z.array(
    staffQueue.shape.registrations.element.extend({
      attempts: z.number().describe('Contact attempts logged so far'),
    }),
  ),
  flagged: z
    .array(z.object({ ...who, reasons: z.array(z.string()) }))
    .describe('Own clients with risk flags, set by staff or from the latest health check'),
  today_sessions: z.array(daySession),
  next_session_day: z
    .object({ date: z.string().describe('YYYY-MM-DD, after today'), sessions: z.array(daySession) })
    .nullable()
    .describe(
      'Only when today holds no session: the caller’s next day with sessions booked, and those sessions (null when none is booked)',
    ),
  unrecorded_sessions: z
    .array(z.object({ ...who, session_id: z.number(), due_date: z.string(), time: z.enum(TIMES) }))
    .describe('Past sessions nobody recorded as held or missed, oldest first'),
  client_changes: z
    .array(
      z.object({
        ...who,
        session_id: z.number(),
        due_date: z.string(),
        time: z.enum(TIMES),
        status: z
          .enum(['due', 'cancelled'])
          .describe('due: moved to this date and time; cancelled: called off'),
        changed_at: z.string().describe('ISO time the client made the change'),
      }),
    )
    .describe(
      'Own clients’ sessions still ahead that the client moved or cancelled in the last 7 days, newest first',
    ),
  away_sessions: z
    .array(z.object({ ...who, session_id: z.number(), due_date: z.string(), time: z.enum(TIMES) }))
    .describe('The caller’s upcoming sessions on days they are away, soonest first: to move or cancel'),
  missed_sessions: z
    .array(z.object({ ...who, session_id: z.number(), due_date: z.string(), time: z.enum(TIMES) }))
    .describe('Missed, with no later session booked and no contact attempt since'),
  overdue_actions: z.array(
    z.object({ ...who, action_id: z.number(), title: z.string(), due_date: z.string() }),
  ),
  quiet_clients: z
    .array(
      z.object({ ...who, last_contact_at: z.string().describe('ISO time; registration when nothing since') }),
    )
    .describe('Own clients after their first chat with no message, completed session or call for quiet_days'),
  quiet_days: z.number(),
  needs_coach: z
    .array(
      z.object({
        ...who,
        next_due_date: z.string().nullable(),
        next_time: z.enum(TIMES).nullable(),
      }),
    )
    .describe(
      'Administrators only (empty for coaches): open clients past their first chat with no coach, soonest session first',
    ),
});
export type MyDay = z.infer<typeof myDay>;
