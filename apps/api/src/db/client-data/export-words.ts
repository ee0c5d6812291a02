// The words the subject access export shows beside the service's own codes (issue 28: a page for a
// person, not codes). Where the client's screens already word a code, the same words are used.
import {
  CONTACT_CHANNEL_LABELS,
  CONTACT_OUTCOME_LABELS,
  DAY_LABELS,
  PATHWAY_AREAS,
  PATHWAY_LABELS,
  PATHWAY_SLUGS,
  SERVICE_LEVEL_LABELS,
  TIME_LABELS,
} from '@coaching/shared/constants';
import { COMB_LABELS } from '@coaching/shared/rules/com-b';
import { SELF_LOG_LABELS } from '@coaching/shared/rules/self-log-display';
import { WEEKDAY_NAMES } from '@coaching/shared/rules/self-log-reminder';
import { CLIENT_SESSION_STATUS_LABELS, SESSION_TYPE_LABELS } from '@coaching/shared/rules/session-labels';
import { FEEDBACK_RATING_LABELS, FEEDBACK_TOPIC_LABELS } from '@coaching/shared/schemas/interaction';
import { SOMEONE_ELSE_LABELS } from '@coaching/shared/schemas/registration';
import { DISCHARGE_REASON_LABELS } from '@coaching/shared/schemas/staff-discharge';
import type { Lookup } from './rules.ts';

const words = (labels: Readonly<Record<string, string>>): Lookup => ({ words: labels });

export const GOALS = words(PATHWAY_LABELS);
/** A plan's goals are stored by area (weight, activity, alcohol, smoking), not by slug. */
export const PLAN_GOALS = words(
  Object.fromEntries(PATHWAY_SLUGS.map((slug) => [PATHWAY_AREAS[slug], PATHWAY_LABELS[slug]])),
);
export const SERVICE_LEVEL = words(SERVICE_LEVEL_LABELS);
export const TIME_OF_DAY = words(TIME_LABELS);
export const DAY = words(DAY_LABELS);
export const REGISTERED_FOR = words(SOMEONE_ELSE_LABELS);
export const CONTACT_CHANNEL = words(CONTACT_CHANNEL_LABELS);
export const CONTACT_OUTCOME = words(CONTACT_OUTCOME_LABELS);
export const FEEDBACK_TOPIC = words(FEEDBACK_TOPIC_LABELS);
export const FEEDBACK_RATING = words(FEEDBACK_RATING_LABELS);
export const BARRIER_KIND = words(COMB_LABELS);
export const SELF_LOG_MEASURE = words(SELF_LOG_LABELS);
export const SESSION_TYPE = words(SESSION_TYPE_LABELS);
export const SESSION_STATUS = words(CLIENT_SESSION_STATUS_LABELS);
export const ACTION_STATUS = words({ incomplete: 'Not done yet', complete: 'Done' });
export const NAMED_BY = words({ client: 'You', coach: 'Your coach' });
export const PLAN_NOTE_KIND = words({ goal: 'Goal', barrier: 'Barrier' });
export const CHECK_KIND = words({ new: 'First health check', 'follow-up': 'Follow-up health check' });
export const SENT_BY = words({
  email: 'E-mail',
  text: 'Text message',
  sms: 'Text message',
  push: 'Notification on your device',
});
export const REMINDER_KIND = words({
  'follow-up-invitation': 'Invitation to a follow-up health check',
  'follow-up-reminder': 'Reminder of a follow-up health check',
  'session-day-before': 'Reminder the day before a session',
  'session-hour-before': 'Reminder an hour before a session',
  'session-change': 'A session booked, moved or cancelled',
  'self-log-reminder': 'Reminder to record',
});
export const SEND_STATUS = words({
  pending: 'Waiting to be sent',
  sent: 'Sent',
  failed: 'Could not be sent',
});
export const LINK_PURPOSE = words({
  'password-creation': 'Creating your password',
  'password-reset': 'Resetting your password',
  'follow-up': 'Your follow-up health check',
});
export const COPY_FORMAT = words({ json: 'JSON file', html: 'Page' });
export const NOTIFICATION_ABOUT = words({
  Task: 'An action',
  Action: 'An action',
  Message: 'A message',
  Session: 'A session',
});
export const DISCHARGE_REASON = words(DISCHARGE_REASON_LABELS);
export const FLAG_KIND = words({ bmi: 'Weight (BMI)', audit: 'Drinking (AUDIT)' });
export const WEEKDAY = words(Object.fromEntries(WEEKDAY_NAMES.map((name, i) => [i + 1, name])));
