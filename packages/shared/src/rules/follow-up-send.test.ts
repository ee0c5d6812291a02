import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_SEND_TEXT, isRecentLink, lastLinkLine, textRefusal } from './follow-up-send.ts';

describe('sending a follow-up link', () => {
  it('refuses a text to a landline, or where texts are not set up, and says why', () => {
    expect(textRefusal('01305 000000', true)).toBe(FOLLOW_UP_SEND_TEXT.noMobile);
    expect(textRefusal('07700 900123', false)).toBe(FOLLOW_UP_SEND_TEXT.textsOff);
    expect(textRefusal('+447700900123', true)).toBeNull();
  });

  it('asks to confirm another link within 7 days, not after', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(isRecentLink(new Date('2026-11-20T12:00:01Z'), now)).toBe(true);
    expect(isRecentLink(new Date('2026-11-20T12:00:00Z'), now)).toBe(false);
    expect(isRecentLink(null, now)).toBe(false);
  });

  it('says when the last link went, in UK time', () => {
    expect(lastLinkLine(new Date('2026-07-01T13:05:00Z'))).toBe(
      'A follow-up link was sent on 01/07/2026 at 14:05.',
    );
  });
});
