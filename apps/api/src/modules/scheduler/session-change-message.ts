import { OPENING_HOURS } from '@coaching/shared/constants';
import { longDate } from '@coaching/shared/rules/day-names';
import { bandLabel } from '@coaching/shared/rules/diary';
import type { Config } from '../../config/load-config.ts';
import { type CalendarSession, sessionCalendarFile } from '../calendar/session-calendar.ts';
import type { OutgoingMessage } from '../outbox/queue-message.ts';
import { TYPE_LABELS } from './session-reminder-message.ts';

export type SessionChange = 'booked' | 'moved' | 'cancelled';

/** What the change was, naming the session's own type ("check-in", not always "coaching session"). */
export function sessionChangeLine(session: CalendarSession, change: SessionChange): string {
  const what = TYPE_LABELS[session.type] ?? 'session';
  const when = `${longDate(session.dueDate)}, ${bandLabel(session.time)}`;
  const lines: Record<SessionChange, string> = {
    booked: `Your ${what} with Live Well Coaching is booked for ${when}.`,
    moved: `Your ${what} with Live Well Coaching has moved to ${when}.`,
    cancelled: `Your ${what} with Live Well Coaching on ${when} is cancelled.`,
  };
  return lines[change];
}

/**
 * The one message of a booking, move or cancellation: by text for those who chose texts, else by
 * e-mail with the session's calendar file.
 */
export function sessionChangeMessage(
  config: Config,
  client: { firstName: string; email: string; phoneNumber: string },
  session: CalendarSession,
  change: SessionChange,
  channel: 'email' | 'sms',
): OutgoingMessage {
  const what = TYPE_LABELS[session.type] ?? 'session';
  const subjects: Record<SessionChange, string> = {
    booked: `Your ${what} is booked for ${longDate(session.dueDate)}`,
    moved: `Your ${what} has moved to ${longDate(session.dueDate)}`,
    cancelled: `Your ${what} on ${longDate(session.dueDate)} is cancelled`,
  };
  if (channel === 'sms') {
    return {
      channel,
      recipient: client.phoneNumber,
      subject: subjects[change],
      body: `${sessionChangeLine(session, change)} To rearrange: ${config.publicUrl}/sessions or call ${config.servicePhone}.`,
    };
  }
  const calendarLine =
    change === 'cancelled'
      ? 'The attached calendar file removes it from your calendar.'
      : 'Open the attached calendar file to add it to your calendar; it replaces any earlier version.';
  return {
    channel,
    recipient: client.email,
    subject: subjects[change],
    body: [
      `Hello ${client.firstName},`,
      '',
      sessionChangeLine(session, change),
      calendarLine,
      '',
      `To see or rearrange your sessions, go to ${config.publicUrl}/sessions`,
      `or call us free on ${config.servicePhone}, ${OPENING_HOURS}.`,
      '',
      'Live Well Coaching',
    ].join('\n'),
    attachments: [sessionCalendarFile(config, session)],
  };
}
