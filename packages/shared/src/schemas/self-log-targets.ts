// The coach's weekly targets for self-logging (issue 31) and what the staff console reads of a
// client's logs: the record's progress tab and My day's two lists.
import { z } from 'zod';
import { MSG } from '../messages.ts';
import { SELF_LOG_MEASURES } from '../rules/self-log.ts';
import { targetProblem } from '../rules/self-log-targets.ts';

const measure = z.enum(SELF_LOG_MEASURES, { error: 'Choose what the target is for' });

/** PUT staff/clients/{id}/plan/targets: sets the target of one measure, replacing any earlier one. */
export const selfLogTargetForm = z
  .strictObject({
    measure,
    value: z.number({ error: (issue) => (issue.input === undefined ? MSG.required : MSG.numeric) }),
  })
  .superRefine(({ measure: m, value }, context) => {
    const problem = targetProblem(m, value);
    if (problem) context.addIssue({ code: 'custom', path: ['value'], message: problem });
  });
export type SelfLogTargetForm = z.input<typeof selfLogTargetForm>;

/** DELETE staff/clients/{id}/plan/targets/{measure} */
export const selfLogTargetParams = z.strictObject({ measure });

export const selfLogTarget = z.object({
  measure,
  value: z.number(),
  set_by: z.string().nullable().describe('Who set it; null once their account is gone'),
  updated_at: z.string(),
});
export type SelfLogTarget = z.infer<typeof selfLogTarget>;

/** The measures the client logs (those of their goals) and the targets set for them. */
export const selfLogTargets = z.object({
  measures: z.array(measure),
  targets: z.array(selfLogTarget),
});
export type SelfLogTargets = z.infer<typeof selfLogTargets>;

export const selfLogEntry = z.object({
  measure,
  day: z.string(),
  value: z.number(),
  unit: z.string(),
  note: z.string().nullable(),
  updated: z.boolean().describe('Changed after it was first recorded'),
});
export type SelfLogEntry = z.infer<typeof selfLogEntry>;

/** GET staff/clients/{id}/self-log: every entry, oldest first, with the targets. */
export const staffSelfLog = z.object({ entries: z.array(selfLogEntry), targets: z.array(selfLogTarget) });
export type StaffSelfLog = z.infer<typeof staffSelfLog>;

const who = { client_id: z.number(), first_name: z.string(), last_name: z.string() };

/** GET staff/my-day/self-log: the caller's open clients who stopped logging or are moving the wrong way. */
export const selfLogAlerts = z.object({
  stopped: z.array(z.object({ ...who, last_day: z.string() })),
  wrong_way: z.array(
    z.object({
      ...who,
      weight_rise: z.number().nullable().describe('Kilograms up in the last 28 days, when 2 or more'),
      units_earlier: z.number().nullable().describe('Units a week in the 14 days before the last 14'),
      units_recent: z
        .number()
        .nullable()
        .describe('Units a week in the last 14 days, when up by half or more'),
    }),
  ),
});
export type SelfLogAlerts = z.infer<typeof selfLogAlerts>;
