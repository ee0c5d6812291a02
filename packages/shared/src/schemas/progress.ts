import { z } from 'zod';
import { BMI_BANDS } from '../rules/bmi.ts';

/** One health check's measures, for the progress page (first check and every follow-up). */
export const progressCheck = z.object({
  date: z.string(),
  kind: z.enum(['new', 'follow-up']),
  weight_kg: z.number().nullable(),
  bmi: z.number(),
  /** Null in pregnancy, when BMI from current weight is not banded. */
  bmi_band: z.enum(BMI_BANDS).nullable(),
  activity_minutes: z.number(),
  units_week: z.number(),
  cigarettes_day: z.number(),
  /** As answered in this check: its drinking is then measured against none, not 14 units a week. */
  pregnant: z.boolean(),
});
export type ProgressCheck = z.infer<typeof progressCheck>;

/** A technique's ratings (1-5) in the order the client gave them. */
export const techniqueRatings = z.object({
  name: z.string(),
  ratings: z.array(z.object({ date: z.string(), progress: z.number() })),
});
export type TechniqueRatings = z.infer<typeof techniqueRatings>;

export const progress = z.object({ checks: z.array(progressCheck) });
export const staffProgress = progress.extend({ techniques: z.array(techniqueRatings) });
export type Progress = z.infer<typeof progress>;
export type StaffProgress = z.infer<typeof staffProgress>;
