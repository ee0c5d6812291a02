import { FOLLOW_UP_RESEND_DAYS } from '../constants.ts';
import { formatUkDate, todayIso } from './dates.ts';
import { londonClock } from './london-time.ts';

const UK_MOBILE = /^(?:\+447|07)\d{9}$/;
const DAY_MS = 86_400_000;

export const FOLLOW_UP_SEND_TEXT = {
  noMobile: 'This client has no UK mobile number, so the link cannot go by text. Send it by email instead.',
  textsOff:
    'Text messages are not set up for this service, so the link cannot go by text. Send it by email instead.',
  confirmResend: 'Confirm that you want to send another link',
} as const;

export function isUkMobile(phoneNumber: string): boolean {
  return UK_MOBILE.test(phoneNumber.replace(/[\s()-]/g, ''));
}

/** Why a link cannot go by text to this number, or null when it can (issue 29: never e-mailed instead unasked). */
export function textRefusal(phoneNumber: string, textsOn: boolean): string | null {
  if (!textsOn) return FOLLOW_UP_SEND_TEXT.textsOff;
  return isUkMobile(phoneNumber) ? null : FOLLOW_UP_SEND_TEXT.noMobile;
}

/** When a link went within the last week: sending another needs confirming, so the client is not pestered. */
export function isRecentLink(sentAt: Date | null, now: Date): sentAt is Date {
  return sentAt !== null && now.getTime() - sentAt.getTime() < FOLLOW_UP_RESEND_DAYS * DAY_MS;
}

/** "A follow-up link was sent on 24/11/2026 at 14:05." in UK time. */
export function lastLinkLine(sentAt: Date): string {
  return `A follow-up link was sent on ${formatUkDate(todayIso(sentAt))} at ${londonClock(sentAt)}.`;
}
