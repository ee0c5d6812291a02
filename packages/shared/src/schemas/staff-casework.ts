import { z } from 'zod';
import { CONTACT_CHANNELS, CONTACT_OUTCOMES, NOTE_MAX_LENGTH } from '../constants.ts';
import { AUTO_FLAG_KINDS } from '../rules/risk-flags.ts';
import { itemVersion, optionalText, requiredText } from './fields.ts';

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

/** PUT staff/clients/{id}/flags/automatic/{kind}/acknowledge: the latest check's flag, with an optional note. */
export const acknowledgeFlagForm = z.strictObject({ note: optionalText(500).optional() });
export type AcknowledgeFlagForm = z.input<typeof acknowledgeFlagForm>;

/** PUT staff/clients/{id}/contacts/{contactId}: its author corrects the outcome and note. */
export const contactCorrectionForm = contactAttemptForm.pick({ outcome: true, note: true });
export type ContactCorrectionForm = z.input<typeof contactCorrectionForm>;

const signed = { at: z.string(), by: z.string().nullable() };
/** A contact attempt or case note: when its author last corrected it (null when never), and whether the caller wrote it. */
const correctable = {
  edited_at: z.string().nullable(),
  mine: z.boolean(),
  version: itemVersion.describe(
    'Its version (the words a correction replaces): a correction sent with it as If-Match is refused ' +
      '(412) when it was corrected since, in another tab for instance',
  ),
};
const automatic = { kind: z.enum(AUTO_FLAG_KINDS), reason: z.string(), check_at: z.string() };

/** GET staff/clients/{id}/casework: the contact log, case notes and risk flags, newest first. */
export const casework = z.object({
  contacts: z.array(
    z.object({
      id: z.number(),
      channel: z.enum(CONTACT_CHANNELS),
      outcome: z.enum(CONTACT_OUTCOMES),
      note: z.string(),
      ...signed,
      ...correctable,
    }),
  ),
  notes: z.array(z.object({ id: z.number(), note: z.string(), ...signed, ...correctable })),
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
  automatic_flags: z
    .array(z.object(automatic))
    .describe('From the latest health check (AUDIT 16+, BMI 40+), not acknowledged'),
  acknowledged_flags: z
    .array(z.object({ id: z.number(), ...automatic, note: z.string(), ...signed }))
    .describe(
      'Automatic flags staff acknowledged, most recent first, for every check: who, when and their note',
    ),
});
export type Casework = z.infer<typeof casework>;
