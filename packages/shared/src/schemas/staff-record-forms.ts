import { z } from 'zod';
import { NOTE_MAX_LENGTH, SESSION_STATUSES, SESSION_TYPES, TIMES } from '../constants.ts';
import { isRealDate, todayIso } from '../rules/dates.ts';
import { bookingDayRefusal } from '../rules/session-days.ts';
import { REMINDER_TYPES } from './assessment.ts';
import { isoDate, ofRealDate, optionalText, requiredText } from './fields.ts';

export const SESSION_TEXT = {
  type: 'Choose a session type',
  time: 'Choose a time of day',
  status: 'Choose a status',
  slotTaken: 'That time band is full in the coach’s diary. Choose another time or day.',
  notDue: 'Only an upcoming session can be moved',
} as const;

/** A day a session can be booked on (rules/session-days.ts), the rule the client's calendar keeps too. */
const sessionDate = isoDate.superRefine((day, context) => {
  const refusal = isRealDate(day) ? bookingDayRefusal(day, todayIso()) : null;
  if (refusal) context.addIssue({ code: 'custom', message: refusal });
});

/** POST staff/clients/{id}/sessions: schedule a session or check-in in the coach's diary. */
export const newSessionForm = z.strictObject({
  type: z.enum(SESSION_TYPES, { error: SESSION_TEXT.type }),
  due_date: sessionDate,
  time: z.enum(TIMES, { error: SESSION_TEXT.time }),
});
export type NewSessionForm = z.input<typeof newSessionForm>;

/** PUT staff/clients/{id}/sessions/{sessionId}: move an upcoming session. */
export const moveSessionForm = newSessionForm.omit({ type: true });
export type MoveSessionForm = z.input<typeof moveSessionForm>;

/** PUT staff/clients/{id}/sessions/{sessionId}/status: complete, missed, cancelled (or due again). */
export const sessionStatusForm = z.strictObject({
  status: z.enum(SESSION_STATUSES, { error: SESSION_TEXT.status }),
});
export type SessionStatusForm = z.input<typeof sessionStatusForm>;

export const sessionNoteForm = z.strictObject({ note: requiredText(NOTE_MAX_LENGTH) });
export type SessionNoteForm = z.input<typeof sessionNoteForm>;

/**
 * My day's "held or missed, with a note": the status (PUT .../status) and, when written, a note
 * (POST .../notes), each sent with its own schema above.
 */
export const sessionOutcomeForm = z.strictObject({
  status: z.enum(['complete', 'missed'], { error: SESSION_TEXT.status }),
  note: optionalText(NOTE_MAX_LENGTH),
});

/** POST staff/clients/{id}/actions, PUT .../actions/{actionId}. */
export const ACTION_TEXT = { past: 'Choose today or a later date for the action' } as const;

export const actionForm = z.strictObject({
  title: requiredText(120),
  description: requiredText(NOTE_MAX_LENGTH),
  due_date: isoDate
    .refine(
      ofRealDate((day) => day >= todayIso()),
      ACTION_TEXT.past,
    )
    .nullable(),
});
export type ActionForm = z.input<typeof actionForm>;

/** POST staff/clients/{id}/follow-up: send the follow-up health check link now. */
export const followUpForm = z.strictObject({
  reminder_type: z.enum(REMINDER_TYPES, { error: 'Choose e-mail or text message' }),
  /** Another link within FOLLOW_UP_RESEND_DAYS of the last is sent only when confirmed. */
  confirm_resend: z.boolean().optional(),
});
export type FollowUpForm = z.input<typeof followUpForm>;

export const MESSAGE_TEXT = {
  noPlan: 'This client has no plan yet. Save the plan before sending messages.',
  level: 'Messages are part of service levels 2 and 3. Raise the service level to message this client.',
} as const;
