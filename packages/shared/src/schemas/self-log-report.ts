// Self-logging in the commissioner report (issue 31): kept apart from staff-report.ts, same period query.
import { z } from 'zod';
import { SELF_LOG_MEASURES } from '../rules/self-log.ts';

/** GET staff/report/self-log: counts and averages only. */
export const selfLogReport = z.object({
  kept_logging: z
    .object({
      clients: z
        .number()
        .describe(
          'Clients whose first check was in the period and whose first 12 weeks had ended by its end',
        ),
      logged_8_of_12: z.number().describe('Of them, those with an entry in at least 8 of those 12 weeks'),
    })
    .describe('Logging in the first 12 weeks from the first check'),
  self_reported: z
    .array(
      z.object({
        measure: z.enum(SELF_LOG_MEASURES),
        clients: z.number().describe('Clients with a first check who logged the measure in the period'),
        mean_change: z.number().nullable(),
        share_improved: z.number().nullable(),
      }),
    )
    .describe('Change from the first check to the last week logged in the period, as the client reported it'),
});
export type SelfLogReport = z.infer<typeof selfLogReport>;
