import { z } from 'zod';
import { CONTACT_CHANNELS, CONTACT_OUTCOMES, NOTE_MAX_LENGTH } from '../constants.ts';
import { optionalText, requiredText } from './fields.ts';

/** POST staff/clients/{id}/contacts: one attempt to reach the client. */
export const contactAttemptForm = z.strictObject({
  channel: z.enum(CONTACT_CHANNELS, { error: 'Choose how you tried' }),
  outcome: z.enum(CONTACT_OUTCOMES, { error: 'Choose what happened' }),
  note: optionalText(NOTE_MAX_LENGTH).optional(),
});
export type ContactAttemptForm = z.input<typeof contactAttemptForm>;

/** POST staff/clients/{id}/case-notes */
export const caseNoteForm = z.strictObject({ note: requiredText(NOTE_MAX_LENGTH) });
export type CaseNoteForm = z.input<typeof caseNoteForm>;

/** POST staff/clients/{id}/flags, and PUT .../flags/{flagId}/clear: each with its reason. */
export const riskFlagForm = z.strictObject({ reason: requiredText(500) });
export type RiskFlagForm = z.input<typeof riskFlagForm>;

const signed = { at: z.string(), by: z.string().nullable() };

/** GET staff/clients/{id}/casework: the contact log, case notes and risk flags, newest first. */
export const casework = z.object({
  contacts: z.array(
    z.object({
      id: z.number(),
      channel: z.enum(CONTACT_CHANNELS),
      outcome: z.enum(CONTACT_OUTCOMES),
      note: z.string(),
      ...signed,
    }),
  ),
  notes: z.array(z.object({ id: z.number(), note: z.string(), ...signed })),
  flags: z
    .array(z.object({ id: z.number(), reason: z.string(), ...signed }))
    .describe('Set by staff, not cleared'),
  cleared_flags: z
    .array(
      z.object({
        id: z.number(),
        reason: z.string(),
        ...signed,
        cleared_at: z.string(),
        cleared_by: z.string().nullable(),
        clear_reason: z.string(),
      }),
    )
    .describe(
      'Flags staff set and later cleared, most recently cleared first: who cleared each, when and why',
    ),
  automatic_flags: z.array(z.string()).describe('From the latest health check: AUDIT 16+, BMI 40+'),
});
export type Casework = z.infer<typeof casework>;
