import { z } from 'zod';
import { isoDate } from './fields.ts';

/** GET staff/report and staff/report.csv: a period of UK dates, both days included. */
export const reportQuery = z.strictObject({ from: isoDate, to: isoDate }).refine((q) => q.from <= q.to, {
  path: ['to'],
  message: 'The end date must be the same as or after the start date',
});
export type ReportQuery = z.infer<typeof reportQuery>;

export const REPORT_MEASURES = ['weight_kg', 'activity_minutes', 'units_week', 'cigarettes_day'] as const;
export type ReportMeasure = (typeof REPORT_MEASURES)[number];
export const REPORT_MEASURE_LABELS: Record<ReportMeasure, string> = {
  weight_kg: 'Weight (kg)',
  activity_minutes: 'Active minutes a week',
  units_week: 'Alcohol units a week',
  cigarettes_day: 'Cigarettes a day',
};

/** Change from the first check to the latest follow-up in the period, for one group of clients. */
export const reportChange = z.object({
  measure: z.enum(REPORT_MEASURES),
  /** A pathway slug, or "all" for every client with a follow-up in the period. */
  pathway: z.string(),
  clients: z.number(),
  mean_change: z.number().nullable(),
  share_improved: z.number().nullable(),
});

/** Counts and averages only: nothing in it identifies a person. */
export const commissionerReport = z.object({
  from: z.string(),
  to: z.string(),
  clients_registered: z.number(),
  first_chats_within_48h: z.number(),
  sessions_attended: z.number(),
  sessions_missed: z.number(),
  follow_ups_completed: z.object({ months_3: z.number(), months_6: z.number(), months_12: z.number() }),
  changes: z.array(reportChange),
});
export type CommissionerReport = z.infer<typeof commissionerReport>;
