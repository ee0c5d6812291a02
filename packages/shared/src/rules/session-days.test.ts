import { describe, expect, it } from 'vitest';
import {
  BOOKING_TEXT,
  bookingDayRefusal,
  diaryDay,
  isSessionDay,
  lastBookingDay,
  NO_SESSIONS_AT_WEEKENDS,
  NO_SESSIONS_ON_BANK_HOLIDAYS,
  notWorkedRefusal,
  sameBandRefusal,
  sessionDayRefusal,
  weeklyBandOf,
} from './session-days.ts';
import { isBankHoliday } from './working-days.ts';

describe('days a session can be held on', () => {
  it('holds sessions on ordinary weekdays', () => {
    expect(sessionDayRefusal('2026-12-24')).toBeNull();
    expect(isSessionDay('2026-12-29')).toBe(true);
  });

  it('refuses England and Wales bank holidays, substitute days included, with the reason', () => {
    expect(isBankHoliday('2026-12-25')).toBe(true);
    expect(sessionDayRefusal('2026-12-25')).toBe(NO_SESSIONS_ON_BANK_HOLIDAYS);
    // Boxing Day 2026 is a Saturday; the bank holiday is Monday 28 December.
    expect(sessionDayRefusal('2026-12-28')).toBe(NO_SESSIONS_ON_BANK_HOLIDAYS);
    expect(sessionDayRefusal('2027-05-03')).toBe(NO_SESSIONS_ON_BANK_HOLIDAYS);
  });

  it('refuses weekends and dates that do not exist', () => {
    expect(sessionDayRefusal('2026-12-26')).toBe(NO_SESSIONS_AT_WEEKENDS);
    expect(sessionDayRefusal('2026-02-30')).toBe('Enter a real date');
  });
});

describe('days a session can be booked on, by staff or the client', () => {
  const today = '2026-11-27';

  it('refuses the past, bank holidays and weekends, each with its reason', () => {
    expect(bookingDayRefusal('2026-11-26', today)).toBe(BOOKING_TEXT.past);
    expect(bookingDayRefusal(today, today)).toBeNull();
    expect(bookingDayRefusal('2026-12-25', today)).toBe(NO_SESSIONS_ON_BANK_HOLIDAYS);
    expect(bookingDayRefusal('2026-11-28', today)).toBe(NO_SESSIONS_AT_WEEKENDS);
  });

  it('books up to six months ahead and says until when', () => {
    expect(lastBookingDay(today)).toBe('2027-05-27');
    expect(bookingDayRefusal('2027-05-27', today)).toBeNull();
    expect(bookingDayRefusal('2027-05-28', today)).toBe(BOOKING_TEXT.tooFar('2027-05-27'));
    expect(BOOKING_TEXT.tooFar('2027-05-27')).toBe(
      'Sessions can be booked up to 6 months ahead, until 27/05/2027. Choose an earlier date.',
    );
  });

  it('allows one upcoming session per client in a band, not counting the one being moved', () => {
    const booked = [
      { id: 1, due_date: '2026-12-01', time: 'lunch' as const, status: 'due' as const },
      { id: 2, due_date: '2026-12-01', time: 'morning' as const, status: 'cancelled' as const },
    ];
    const lunch = { day: '2026-12-01', time: 'lunch' as const };
    expect(sameBandRefusal(booked, lunch, 'client')).toBe(
      'This client already has a session on 01/12/2026, lunch time. Choose another time or day.',
    );
    expect(sameBandRefusal(booked, lunch, 'you')).toMatch(/^You already have a session on 01\/12\/2026/);
    expect(sameBandRefusal(booked, lunch, 'client', 1)).toBeNull();
    expect(sameBandRefusal(booked, { day: '2026-12-01', time: 'morning' }, 'client')).toBeNull();
  });

  it('books only into a band of the coach’s weekly pattern, saying which band they do not work', () => {
    const pattern = [
      { day: 'tue' as const, time: 'morning' as const, capacity: 2 },
      { day: 'wed' as const, time: 'afternoon' as const, capacity: 3 },
    ];
    // 2026-12-01 is a Tuesday.
    expect(weeklyBandOf(pattern, { day: '2026-12-01', time: 'morning' })).toEqual(pattern[0]);
    expect(notWorkedRefusal(pattern, { day: '2026-12-01', time: 'morning' }, 'client')).toBeNull();
    expect(notWorkedRefusal(pattern, { day: '2026-12-01', time: 'afternoon' }, 'client')).toBe(
      'The coach does not hold sessions on Tuesdays, afternoon (14:00 to 17:00). Choose a time with room in their diary.',
    );
    expect(notWorkedRefusal(pattern, { day: '2026-12-03', time: 'morning' }, 'you')).toBe(
      'Your coach does not hold sessions on Thursdays, morning (09:00 to 12:00). Choose one of the times offered.',
    );
    expect(notWorkedRefusal([], { day: '2026-12-05', time: 'morning' }, 'you')).toBe(NO_SESSIONS_AT_WEEKENDS);
    expect(diaryDay('2026-12-05')).toBeNull();
  });
});
