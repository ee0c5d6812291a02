import { z } from 'zod';
import { DAYS, TIMES } from '../constants.ts';

const who = { client_id: z.number(), first_name: z.string(), last_name: z.string() };

/**
 * GET staff/queue: the four lists of work waiting for the caller's caseload, each its 100 oldest rows
 * at most (an administrator's cover the whole service), with how many each holds in all.
 */
export const staffQueue = z.object({
  registrations: z
    .array(
      z.object({
        ...who,
        registered_at: z.string(),
        first_chat_due_by: z.string().describe('ISO time: 48 hours after registering'),
        contact_method: z.string().nullable(),
        /** The detail for the chosen method: the e-mail address for e-mail, else the phone number. */
        contact: z.string(),
        phone_mobile: z.string(),
        email: z.string(),
        leave_message: z.enum(['yes', 'no']).nullable(),
        days: z.array(z.enum(DAYS)),
        times: z.array(z.enum(TIMES)),
        coach: z.object({ id: z.number(), name: z.string() }).nullable(),
      }),
    )
    .describe('Waiting for a first chat, oldest first'),
  follow_ups: z.array(
    z.object({
      ...who,
      months: z.number(),
      due_date: z.string(),
      last_sent_at: z.string().nullable(),
    }),
  ),
  closures: z.array(
    z.object({ ...who, requested_at: z.string(), due_date: z.string(), overdue: z.boolean() }),
  ),
  unanswered: z
    .array(
      z.object({
        ...who,
        last_message_at: z.string(),
        waiting_since: z.string().describe('ISO time of the oldest message since the last reply'),
        preview: z.string(),
      }),
    )
    .describe('Clients whose latest message is theirs and not marked handled, longest waiting first'),
  totals: z
    .object({
      registrations: z.number(),
      first_chats_overdue: z.number().describe('Waiting for a first chat more than 48 hours'),
      follow_ups: z.number(),
      closures: z.number(),
      unanswered: z.number(),
    })
    .describe('How many each list holds in all, beyond the rows answered'),
});
export type StaffQueue = z.infer<typeof staffQueue>;

/** GET staff/waiting: how many clients in the caller's caseload wait for a reply (the header's count). */
export const waitingCount = z.object({ waiting: z.number() });
export type WaitingCount = z.infer<typeof waitingCount>;
