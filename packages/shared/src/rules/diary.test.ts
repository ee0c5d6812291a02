import { describe, expect, it } from 'vitest';
import {
  bandCapacity,
  bandLabel,
  DIARY_DAY_TEXT,
  diaryDayClosed,
  diaryFree,
  diaryOpeningWeek,
  followsClient,
  hasRoom,
  mondayOf,
  STATUS_TEXT,
  statusChangeRefusal,
  weekDates,
} from './diary.ts';
import {
  BOOKING_TEXT,
  bookingDayBar,
  bookingDayRefusal,
  diaryDay,
  NO_SESSIONS_ON_BANK_HOLIDAYS,
} from './session-days.ts';

describe('diary capacity', () => {
  const pattern = [
    { day: 'mon' as const, time: 'morning' as const, capacity: 5 },
    { day: 'tue' as const, time: 'lunch' as const, capacity: 1 },
  ];
  it('takes the capacity the coach set for the band of the week, else three', () => {
    expect(bandCapacity(pattern, '2026-11-23', 'morning')).toBe(5);
    expect(bandCapacity(pattern, '2026-11-24', 'lunch')).toBe(1);
    expect(bandCapacity(pattern, '2026-11-24', 'morning')).toBe(3);
  });
  it('has room while fewer are booked than fit', () => {
    expect(hasRoom(3, 2)).toBe(true);
    expect(hasRoom(3, 3)).toBe(false);
    expect(hasRoom(1, 0)).toBe(true);
    expect(hasRoom(3, 4)).toBe(false);
  });
  it('labels bands from the one table of names and hours', () => {
    expect(bandLabel('morning')).toBe('Morning (09:00 to 12:00)');
  });
  it('finds the week of a date and its weekdays', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(weekDates('2026-11-23')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(diaryDay('2026-11-27')).toBe('fri');
    expect(diaryDay('2026-11-28')).toBeNull();
  });
  it('opens the diary at this week on a weekday and at the week ahead at the weekend', () => {
    expect(diaryOpeningWeek('2026-11-23')).toBe('2026-11-23');
    expect(diaryOpeningWeek('2026-11-27')).toBe('2026-11-23');
    expect(diaryOpeningWeek('2026-11-28')).toBe('2026-11-30');
    expect(diaryOpeningWeek('2026-11-29')).toBe('2026-11-30');
    expect(diaryOpeningWeek('2026-12-27')).toBe('2026-12-28');
  });
});

describe('session moves and status', () => {
  const today = '2026-11-23';
  it('refuses to record a session as held or missed before its band starts, giving the start time', () => {
    const eightAm = new Date('2026-11-23T08:00:00Z');
    const afternoon = { day: today, time: 'afternoon' as const };
    expect(statusChangeRefusal(afternoon, 'complete', eightAm)).toBe(STATUS_TEXT.notYet('14:00', today));
    expect(statusChangeRefusal(afternoon, 'complete', eightAm)).toMatch(/starts at 14:00 on 23\/11\/2026/);
    expect(statusChangeRefusal({ day: '2026-11-24', time: 'morning' }, 'missed', eightAm)).toBe(
      STATUS_TEXT.notYet('09:00', '2026-11-24'),
    );
    expect(statusChangeRefusal(afternoon, 'complete', new Date('2026-11-23T14:00:00Z'))).toBeNull();
    expect(statusChangeRefusal({ day: '2026-11-20', time: 'evening' }, 'missed', eightAm)).toBeNull();
    expect(statusChangeRefusal({ day: '2026-11-24', time: 'lunch' }, 'cancelled', eightAm)).toBeNull();
  });
  it('uses London time: in summer a morning band starts at 08:00 UTC', () => {
    const july = { day: '2026-07-01', time: 'morning' as const };
    expect(statusChangeRefusal(july, 'complete', new Date('2026-07-01T07:59:00Z'))).not.toBeNull();
    expect(statusChangeRefusal(july, 'complete', new Date('2026-07-01T08:00:00Z'))).toBeNull();
  });
  it('moves only upcoming sessions with their client', () => {
    expect(followsClient({ status: 'due', day: today }, today)).toBe(true);
    expect(followsClient({ status: 'due', day: '2026-11-30' }, today)).toBe(true);
    expect(followsClient({ status: 'due', day: '2026-11-20' }, today)).toBe(false);
    expect(followsClient({ status: 'complete', day: '2026-11-30' }, today)).toBe(false);
    expect(followsClient({ status: 'cancelled', day: '2026-11-30' }, today)).toBe(false);
  });
});

describe('why a day of the diary has nothing free', () => {
  const today = '2026-11-23';
  const open = { in_pattern: true, free: 1 };
  const full = { in_pattern: true, free: 0 };
  const notOffered = { in_pattern: false, free: 0 };
  it('gives the booking refusal’s reason for a day that cannot be booked, in a few words', () => {
    expect(bookingDayBar('2026-12-25', today)).toBe('bankHoliday');
    expect(bookingDayRefusal('2026-12-25', today)).toBe(NO_SESSIONS_ON_BANK_HOLIDAYS);
    expect(diaryDayClosed(bookingDayBar('2026-12-25', today), [open])).toBe('Bank holiday');
    expect(bookingDayBar('2026-11-20', today)).toBe('past');
    expect(bookingDayRefusal('2026-11-20', today)).toBe(BOOKING_TEXT.past);
    expect(diaryDayClosed(bookingDayBar('2026-11-20', today), [open])).toBe('In the past');
    expect(diaryDayClosed(bookingDayBar('2027-06-01', today), [open])).toBe(DIARY_DAY_TEXT.tooFar);
    expect(bookingDayBar(today, today)).toBeNull();
  });
  it('says when no band is offered, when every offered band is full, and nothing when one has room', () => {
    expect(diaryDayClosed(null, [notOffered, notOffered])).toBe('No times offered this day');
    expect(diaryDayClosed(null, [full, notOffered])).toBe('All times are full');
    expect(diaryDayClosed(null, [full, open])).toBeNull();
  });
  it('offers no place on a day that cannot be booked or in a band set to "Not offered"', () => {
    expect(diaryFree('past', true, 3, 0)).toBe(0);
    expect(diaryFree(null, false, 3, 0)).toBe(0);
    expect(diaryFree(null, true, 3, 1)).toBe(2);
    expect(diaryFree(null, true, 2, 3)).toBe(0);
  });
});
