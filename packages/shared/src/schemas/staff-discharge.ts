import { z } from 'zod';
import { optionalText } from './fields.ts';

/** Why a client is discharged (issue #29): their case is closed and kept, unlike a closure request. */
export const DISCHARGE_REASONS = ['completed', 'disengaged', 'moved-away', 'other'] as const;
export type DischargeReason = (typeof DISCHARGE_REASONS)[number];

export const DISCHARGE_REASON_LABELS: Record<DischargeReason, string> = {
  completed: 'Completed the programme',
  disengaged: 'Disengaged after contact attempts',
  'moved-away': 'Moved away',
  other: 'Other',
};

export const DISCHARGE_NOTE_MAX = 1000;
export const DISCHARGE_ATTEMPTS_MAX = 50;

const ATTEMPTS_MESSAGE = `Enter how many times you tried to contact them, from 1 to ${DISCHARGE_ATTEMPTS_MAX}`;

/**
 * POST staff/clients/{id}/discharge. "Disengaged" says after how many contact attempts; "Other" needs
 * a note saying why. The form validates with the same schema.
 */
export const dischargeForm = z
  .strictObject({
    reason: z.enum(DISCHARGE_REASONS, { error: 'Choose why the client is discharged' }),
    contact_attempts: z.coerce
      .number({ error: ATTEMPTS_MESSAGE })
      .int(ATTEMPTS_MESSAGE)
      .min(1, ATTEMPTS_MESSAGE)
      .max(DISCHARGE_ATTEMPTS_MAX, ATTEMPTS_MESSAGE)
      .nullish(),
    note: optionalText(DISCHARGE_NOTE_MAX).default(''),
  })
  .superRefine((form, context) => {
    if (form.reason === 'disengaged' && form.contact_attempts == null) {
      context.addIssue({ code: 'custom', path: ['contact_attempts'], message: ATTEMPTS_MESSAGE });
    }
    if (form.reason === 'other' && form.note === '') {
      context.addIssue({ code: 'custom', path: ['note'], message: 'Say why the client is discharged' });
    }
  });
export type DischargeForm = z.input<typeof dischargeForm>;

/** A discharge as the record shows it. */
export const discharge = z.object({
  discharged_at: z.string().describe('ISO 8601 time'),
  reason: z.enum(DISCHARGE_REASONS),
  contact_attempts: z.number().nullable(),
  note: z.string(),
  by: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type Discharge = z.infer<typeof discharge>;
