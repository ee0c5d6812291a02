import { OPENING_HOURS, TIME_RANGES, type TimeOfDay } from '@coaching/shared/constants';
import { bandLabel } from '@coaching/shared/rules/diary';
import { londonInstant } from '@coaching/shared/rules/london-time';
import { sessionStartsAt } from '@coaching/shared/rules/reminder-schedule';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import type { Config } from '../../config/load-config.ts';
import type { MessageAttachment } from '../../db/schema.ts';

export type CalendarSession = {
  id: number;
  type: string;
  status: string;
  dueDate: string;
  time: TimeOfDay;
  createdAt: Date;
  updatedAt: Date;
};

/** A session type's name at the start of a line. */
export const SESSION_TITLES: Record<string, string> = {
  coaching: 'Coaching session',
  'check-in': 'Check-in',
  'month check-in': 'Month check-in',
};

// ical-generator writes a plain Date in the process's own zone; a zoned luxon time is written as London's.
const london = (instant: Date) => DateTime.fromJSDate(instant, { zone: 'Europe/London' });

/**
 * One session as a strict RFC 5545 iCalendar file (calendar-rfc5545.test.ts) in Europe/London time. The UID never changes, and SEQUENCE is the
 * seconds from booking to the last change, so every move or cancellation (which sets updated_at)
 * replaces the event in the person's calendar instead of adding another.
 */
export function sessionCalendar(config: Config, session: CalendarSession): string {
  const host = new URL(config.publicUrl).hostname;
  const calendar = ical({
    prodId: { company: 'Live Well Coaching', product: 'Sessions', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide name: ical-generator would add TIMEZONE-ID (not in RFC 5545, nor X-) and
    // write DTSTAMP in local time. The event's zone still brings its VTIMEZONE.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: `session-${session.id}@${host}`,
    sequence: Math.max(0, Math.floor((session.updatedAt.getTime() - session.createdAt.getTime()) / 1000)),
    stamp: session.updatedAt,
    start: london(sessionStartsAt(session.dueDate, session.time)),
    end: london(londonInstant(session.dueDate, TIME_RANGES[session.time].slice(-5))),
    timezone: 'Europe/London',
    summary: `${SESSION_TITLES[session.type] ?? 'Session'} with Live Well Coaching`,
    description: `${bandLabel(session.time)}: your coach will contact you in this time. To rearrange: ${config.publicUrl}/sessions or call ${config.servicePhone}, ${OPENING_HOURS}.`,
    url: `${config.publicUrl}/sessions`,
    status: session.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  // RFC 5545 §3.1: every content line ends with CRLF, the last one too.
  return `${calendar.toString()}\r\n`;
}

export function sessionCalendarFile(config: Config, session: CalendarSession): MessageAttachment {
  return {
    filename: `session-${session.dueDate}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: sessionCalendar(config, session),
  };
}
