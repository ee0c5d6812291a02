import {
  FOLLOW_UP_INVITATION_TIME,
  FOLLOW_UP_REMINDER_AFTER_DAYS,
  FOLLOW_UP_TTL_DAYS,
  SESSION_DAY_BEFORE_TIME,
  SESSION_TEXT_MINUTES_BEFORE,
  TIME_RANGES,
  type TimeOfDay,
} from '../constants.ts';
import { addDays, todayIso } from './dates.ts';
import { dueFollowUp } from './follow-up-schedule.ts';
import { londonInstant } from './london-time.ts';
import { workingDayBefore, workingDayOnOrAfter } from './working-days.ts';

export type FollowUpMessageKind = 'follow-up-invitation' | 'follow-up-reminder';
export type SessionReminderKind = 'session-day-before' | 'session-hour-before';
export type SentFollowUp = { kind: FollowUpMessageKind; months: number; sentAt: Date };

/** 09:00 London on the check's date, or on the next working day when that is a weekend or bank holiday. */
export function followUpInvitationAt(dueDate: string): Date {
  return londonInstant(workingDayOnOrAfter(dueDate), FOLLOW_UP_INVITATION_TIME);
}

/** A week after the day the invitation went, moved to a working day like the invitation. */
export function followUpReminderAt(invitedAt: Date): Date {
  return followUpInvitationAt(addDays(todayIso(invitedAt), FOLLOW_UP_REMINDER_AFTER_DAYS));
}

/**
 * What the client should be sent about their repeat check now, if anything: the invitation on the
 * due day, one reminder a week later if the check is still not done (docs/product.md#repeat-checks). Only
 * the check that is due counts: an earlier one not done is missed (docs/decisions.md, Care loop). An
 * invitation is never sent once its link's lifetime after the due date has passed, so turning the
 * scheduler on does not invite people to old checks.
 */
export function dueFollowUpMessage(
  firstCheck: string,
  followUpDates: readonly string[],
  sent: readonly SentFollowUp[],
  now: Date,
): { kind: FollowUpMessageKind; months: number } | null {
  const today = todayIso(now);
  const due = dueFollowUp(firstCheck, followUpDates, today);
  if (!due) return null;
  const sentFor = (kind: FollowUpMessageKind) => sent.find((s) => s.kind === kind && s.months === due.months);
  const invitation = sentFor('follow-up-invitation');
  if (!invitation) {
    const late = today > addDays(due.due_date, FOLLOW_UP_TTL_DAYS);
    return now >= followUpInvitationAt(due.due_date) && !late
      ? { kind: 'follow-up-invitation', months: due.months }
      : null;
  }
  if (sentFor('follow-up-reminder')) return null;
  return now >= followUpReminderAt(invitation.sentAt)
    ? { kind: 'follow-up-reminder', months: due.months }
    : null;
}

/** Sessions are booked in bands; the band's first minute is when the coach may call. */
export function sessionStartsAt(day: string, time: TimeOfDay): Date {
  return londonInstant(day, TIME_RANGES[time].slice(0, 5));
}

/**
 * The reminders a session due now should have had: one on the working day before (never on the day
 * itself), and a text an hour before its band starts. Nothing once it has started.
 */
export function dueSessionReminders(day: string, time: TimeOfDay, now: Date): SessionReminderKind[] {
  const startsAt = sessionStartsAt(day, time);
  if (now >= startsAt) return [];
  const due: SessionReminderKind[] = [];
  if (todayIso(now) < day && now >= londonInstant(workingDayBefore(day), SESSION_DAY_BEFORE_TIME)) {
    due.push('session-day-before');
  }
  if (now.getTime() >= startsAt.getTime() - SESSION_TEXT_MINUTES_BEFORE * 60_000) {
    due.push('session-hour-before');
  }
  return due;
}
