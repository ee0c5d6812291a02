import { assessmentFields } from '@coaching/shared/schemas/assessment';
import { assessmentResult } from '@coaching/shared/schemas/assessment-result';
import { z } from 'zod';

/** What /assessment/complete is given in its navigation state (onboarding §2): stats, messages, values. */
export const resultState = z.object({
  result: assessmentResult,
  values: assessmentFields.partial(),
  gender: z.number().nullable(),
});
export type ResultState = z.infer<typeof resultState>;
