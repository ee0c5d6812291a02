import { weekdayName } from '@coaching/shared/rules/day-names';
import type { SessionReminderKind } from '@coaching/shared/rules/reminder-schedule';

/**
 * What a notification says and opens. A lock screen is public, so the text never carries a name,
 * a message's words, a health detail or a link secret (issue 32): only that something is waiting.
 */
export type PushNotice = { title: string; body: string; url: string; tag: string };

const TITLE = 'Live Well Coaching';

export const newMessageNotice: PushNotice = {
  title: TITLE,
  body: 'You have a new message from your coach',
  url: '/messages',
  tag: 'message',
};

const PART_OF_DAY: Record<string, string> = {
  morning: 'morning',
  lunch: 'lunchtime',
  afternoon: 'afternoon',
  evening: 'evening',
};

/** "Your coaching call is tomorrow morning"; the working day before a Monday is a Friday. */
export function sessionReminderNotice(
  session: { id: number; dueDate: string; time: string },
  kind: SessionReminderKind,
  today: string,
): PushNotice {
  const part = PART_OF_DAY[session.time] ?? '';
  const tomorrow = new Date(`${today}T12:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const day =
    kind === 'session-hour-before'
      ? 'this'
      : session.dueDate === tomorrow.toISOString().slice(0, 10)
        ? 'tomorrow'
        : `on ${weekdayName(session.dueDate)}`;
  return {
    title: TITLE,
    body: `Your coaching call is ${`${day} ${part}`.trim()}`,
    url: '/sessions',
    tag: `session-${session.id}`,
  };
}

/** Opens the check for the signed-in client; the single-use link stays in the e-mail or text. */
export function followUpNotice(reminder: boolean): PushNotice {
  return {
    title: TITLE,
    body: reminder
      ? 'Your quick health check is still waiting for you'
      : 'It is time for your quick health check',
    url: '/assessment',
    tag: 'follow-up',
  };
}

/** The weekly reminder to record (issue 31): opens the dashboard, whose "Record" buttons it is about. */
export const logReminderNotice: PushNotice = {
  title: TITLE,
  body: 'A few seconds to record your week',
  url: '/',
  tag: 'log-reminder',
};
