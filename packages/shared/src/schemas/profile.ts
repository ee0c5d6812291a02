import { z } from 'zod';
import { DAYS, TIMES } from '../constants.ts';

const contactFlags = Object.fromEntries([
  ...DAYS.map((d) => [`contact_${d}`, z.boolean()]),
  ...TIMES.map((t) => [`contact_${t}`, z.boolean()]),
]) as Record<`contact_${(typeof DAYS)[number] | (typeof TIMES)[number]}`, z.ZodBoolean>;

/** GET mlw/me (portal §3). */
export const profile = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  gender: z.number().nullable(),
  gender_other: z.string().nullable(),
  address1: z.string(),
  postcode: z.string(),
  email: z.string(),
  dob: z.string(),
  phone_mobile: z.string(),
  tool_notification_sms: z.enum(['yes', 'no']),
  tool_notification_email: z.enum(['yes', 'no']),
  closure_requested: z.boolean(),
  /** Discharged by the service (issue #29): the client may sign in to read and download their data. */
  coaching_ended: z.boolean(),
  completed_calls: z.number(),
  assessment_count: z.number(),
  preferred_method: z.number().nullable(),
  /** Dashboard feedback prompts already answered ("chat", "session-<id>"). */
  feedback_prompts_answered: z.array(z.string()),
  pathways: z.array(z.string()),
  plan: z.object({ id: z.number(), service_level: z.number() }).nullable(),
  ...contactFlags,
});
export type Profile = z.infer<typeof profile>;
