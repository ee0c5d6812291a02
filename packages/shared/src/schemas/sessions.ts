import { z } from 'zod';
import { SESSION_STATUSES, SESSION_TYPES, TIMES } from '../constants.ts';
import { MSG } from '../messages.ts';
import { parseRescheduleDate } from '../rules/reschedule-window.ts';
import { id, itemVersion } from './fields.ts';

export const RESCHEDULE_DATE_FORMAT =
  'Enter the date as DD-MM-YYYY followed by a time, like 24-11-2026 Morning';

/**
 * PUT mlw/sessions/{id} (portal §7). taskId repeats the session id from the path; date is
 * "DD-MM-YYYY <time label>", the label one of Morning, Lunch time, Afternoon, Early evening.
 */
export const rescheduleSession = z.strictObject({
  taskId: z.number({ error: MSG.required }).int(MSG.required).positive(MSG.required),
  date: z
    .string({ error: MSG.required })
    .min(1, MSG.required)
    .max(40, RESCHEDULE_DATE_FORMAT)
    .refine((value) => parseRescheduleDate(value) !== null, RESCHEDULE_DATE_FORMAT),
});
export type RescheduleSession = z.infer<typeof rescheduleSession>;

/** The reschedule modal: a day from the offered dates and a time label offered for that day. */
export const rescheduleForm = z.strictObject({
  date: z.string({ error: MSG.required }).min(1, MSG.required),
  timeslot: z.string({ error: MSG.required }).min(1, MSG.required),
});
export type RescheduleForm = z.infer<typeof rescheduleForm>;

export const sessionParams = z.strictObject({ id });

export const sessionView = z.object({
  id: z.number(),
  type: z.enum(SESSION_TYPES),
  status: z.enum(SESSION_STATUSES).describe("'due' is upcoming; any other status is previous"),
  due_date: z.string().describe('YYYY-MM-DD'),
  time: z.enum(TIMES),
  notes: z.array(z.object({ date: z.string(), note: z.string() })),
  version: itemVersion.describe(
    'The session’s version (day, time and status): a move, reschedule or status change sent with it ' +
      'as If-Match is refused (412) when the session changed since',
  ),
});
export type SessionView = z.infer<typeof sessionView>;

/** GET mlw/calendar/timeslots/{sessionId}: the free weekdays of the window and their time labels. */
export const timeslotsView = z.object({
  dates: z.array(z.string()).describe('YYYY-MM-DD days with at least one free time'),
  times: z.record(z.string(), z.array(z.string())).describe('Time labels keyed by YYYY-MM-DD'),
});
export type TimeslotsView = z.infer<typeof timeslotsView>;
