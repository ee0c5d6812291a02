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
  /** Of `clients`, how many changed for the better. */
  improved: z.number(),
  mean_change: z.number().nullable(),
  share_improved: z.number().nullable(),
});

const byCheck = z.object({ months_3: z.number(), months_6: z.number(), months_12: z.number() });

/** The counts, for the whole service or one coach; each rate comes with its denominator. */
export const reportFigures = z.object({
  clients_registered: z.number(),
  /** Of the clients registered in the period, those who have had a first chat. */
  first_chats: z.number(),
  /** Of `first_chats`, those marked done within 48 hours of registering. */
  first_chats_within_48h: z.number(),
  sessions_attended: z.number(),
  sessions_missed: z.number(),
  /** Follow-ups taken in the period inside their check's window. */
  follow_ups_completed: byCheck,
  /** Clients whose window was open in the period and who had not taken that check before it. */
  follow_ups_due: byCheck,
});
export type ReportFigures = z.infer<typeof reportFigures>;

/** Counts and averages only: nothing in it identifies a client. */
export const commissionerReport = reportFigures.extend({
  from: z.string(),
  to: z.string(),
  changes: z.array(reportChange),
  /** The same counts per coach: registrations and follow-ups by the client's coach, sessions by the session's. */
  coaches: z.array(reportFigures.extend({ coach_id: z.number().nullable(), coach: z.string().nullable() })),
});
export type CommissionerReport = z.infer<typeof commissionerReport>;
