import { describe, expect, it } from 'vitest';
import { londonClock, londonInstant } from './london-time.ts';
import {
  dueFollowUpMessage,
  dueSessionReminders,
  followUpInvitationAt,
  followUpReminderAt,
  type SentFollowUp,
} from './reminder-schedule.ts';

const at = (iso: string) => new Date(iso);

describe('follow-up invitation day', () => {
  it.each([
    ['on the due day at 09:00 when it is a working day', '2026-11-30', '2026-11-30T09:00:00.000Z'],
    ['at 09:00 British Summer Time (08:00 UTC) in summer', '2026-06-30', '2026-06-30T08:00:00.000Z'],
    ['on the Monday when due on a Sunday', '2027-02-28', '2027-03-01T09:00:00.000Z'],
    ['after the Spring bank holiday', '2026-05-25', '2026-05-26T08:00:00.000Z'],
    ['after Christmas, Boxing Day and its substitute Monday', '2026-12-25', '2026-12-29T09:00:00.000Z'],
  ])('goes %s', (_, due, expected) => {
    expect(followUpInvitationAt(due).toISOString()).toBe(expected);
  });

  it('reminds a week later, past Easter and across the clocks going forward', () => {
    // Invited Friday 27 March 2026 (GMT); a week later is Good Friday, then Easter Monday.
    const reminder = followUpReminderAt(at('2026-03-27T09:00:00Z'));
    expect(reminder.toISOString()).toBe('2026-04-07T08:00:00.000Z');
    expect(londonClock(reminder)).toBe('09:00');
  });
});

describe('dueFollowUpMessage', () => {
  // First check 31 August: 3 months is 30 November (a Monday), 6 months 28 February (a Sunday).
  const first = '2026-08-31';
  const sent = (kind: SentFollowUp['kind'], months: number, iso: string): SentFollowUp => ({
    kind,
    months,
    sentAt: at(iso),
  });

  it('invites nobody before 09:00 on the 3-month date', () => {
    expect(dueFollowUpMessage(first, [], [], at('2026-11-30T08:59:00Z'))).toBeNull();
  });

  it('invites to the 3-month check from 09:00 on its date', () => {
    expect(dueFollowUpMessage(first, [], [], at('2026-11-30T09:00:00Z'))).toEqual({
      kind: 'follow-up-invitation',
      months: 3,
    });
  });

  it('keeps the 31st at the end of shorter months: the 6-month check waits for Monday 1 March', () => {
    const invited = [sent('follow-up-invitation', 3, '2026-11-30T09:00:00Z')];
    const done3 = ['2026-12-01'];
    expect(dueFollowUpMessage(first, done3, invited, at('2027-02-28T12:00:00Z'))).toBeNull();
    expect(dueFollowUpMessage(first, done3, invited, at('2027-03-01T09:00:00Z'))).toEqual({
      kind: 'follow-up-invitation',
      months: 6,
    });
  });

  it('reminds once, seven days after the invitation, if the check is not done', () => {
    const invited = [sent('follow-up-invitation', 3, '2026-11-30T09:00:00Z')];
    expect(dueFollowUpMessage(first, [], invited, at('2026-12-07T08:59:00Z'))).toBeNull();
    expect(dueFollowUpMessage(first, [], invited, at('2026-12-07T09:00:00Z'))).toEqual({
      kind: 'follow-up-reminder',
      months: 3,
    });
    const reminded = [...invited, sent('follow-up-reminder', 3, '2026-12-07T09:00:00Z')];
    expect(dueFollowUpMessage(first, [], reminded, at('2026-12-20T09:00:00Z'))).toBeNull();
  });

  it('sends no reminder once the check is done', () => {
    const invited = [sent('follow-up-invitation', 3, '2026-11-30T09:00:00Z')];
    expect(dueFollowUpMessage(first, ['2026-12-02'], invited, at('2026-12-08T09:00:00Z'))).toBeNull();
  });

  it('does not invite to a check whose link lifetime has long passed', () => {
    expect(dueFollowUpMessage(first, [], [], at('2027-01-15T09:00:00Z'))).toBeNull();
  });
});

describe('dueSessionReminders', () => {
  it('reminds on the Friday before a Monday session, at 10:00 London time', () => {
    // Monday 26 October 2026 is the day after the clocks go back: Friday is still summer time.
    expect(dueSessionReminders('2026-10-26', 'morning', at('2026-10-23T08:59:00Z'))).toEqual([]);
    expect(dueSessionReminders('2026-10-26', 'morning', at('2026-10-23T09:00:00Z'))).toEqual([
      'session-day-before',
    ]);
  });

  it('skips a bank holiday: a Tuesday session after the August bank holiday is reminded on Friday', () => {
    expect(dueSessionReminders('2026-09-01', 'lunch', at('2026-08-28T09:00:00Z'))).toEqual([
      'session-day-before',
    ]);
    expect(dueSessionReminders('2026-09-01', 'lunch', at('2026-08-27T12:00:00Z'))).toEqual([]);
  });

  it('texts an hour before the band starts, in Greenwich Mean Time after the change', () => {
    expect(londonInstant('2026-10-26', '09:00').toISOString()).toBe('2026-10-26T09:00:00.000Z');
    expect(dueSessionReminders('2026-10-26', 'morning', at('2026-10-26T07:59:00Z'))).toEqual([]);
    expect(dueSessionReminders('2026-10-26', 'morning', at('2026-10-26T08:00:00Z'))).toEqual([
      'session-hour-before',
    ]);
  });

  it('sends nothing once the session has started', () => {
    expect(dueSessionReminders('2026-10-26', 'morning', at('2026-10-26T09:00:00Z'))).toEqual([]);
  });
});
