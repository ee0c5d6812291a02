import { describe, expect, it } from 'vitest';
import { addDays, ageOn, formatUkDate, isRealDate, isWeekend, todayIso, weekday } from './dates.ts';

describe('todayIso', () => {
  it('is the date in London, not in UTC, across midnight in British Summer Time', () => {
    expect(todayIso(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(todayIso(new Date('2026-06-30T22:59:59Z'))).toBe('2026-06-30');
  });

  it('is the UTC date in winter (GMT)', () => {
    expect(todayIso(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12-31');
    expect(todayIso(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01-01');
  });
});

describe('isRealDate', () => {
  it('accepts calendar dates, 29 February only in leap years', () => {
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isRealDate('2000-02-29')).toBe(true);
    expect(isRealDate('1999-12-31')).toBe(true);
  });

  it('refuses days a month does not have and century years that are not leap years', () => {
    for (const day of ['2023-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00']) {
      expect(isRealDate(day), day).toBe(false);
    }
  });

  it('refuses anything but YYYY-MM-DD', () => {
    for (const text of [
      '',
      '2026-1-05',
      '05/01/2026',
      '2026-01-05T00:00:00Z',
      ' 2026-01-05',
      '２０２６-01-05',
    ]) {
      expect(isRealDate(text), text).toBe(false);
    }
  });
});

describe('ageOn', () => {
  it('counts a year only on or after the birthday', () => {
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2008-06-15', '2026-07-01')).toBe(18);
    expect(ageOn('2008-06-15', '2026-05-30')).toBe(17);
  });

  it('turns a 29 February birthday over on 1 March in other years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days, both ways', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-29', 0)).toBe('2026-03-29');
  });

  it('is not moved by the clock change (25 March 2029 is one)', () => {
    expect(addDays('2029-03-24', 2)).toBe('2029-03-26');
    expect(addDays('2029-10-27', 2)).toBe('2029-10-29');
  });
});

describe('weekday and isWeekend', () => {
  it('number days from Sunday as 0', () => {
    expect(weekday('2026-11-22')).toBe(0);
    expect(weekday('2026-11-23')).toBe(1);
    expect(weekday('2026-11-28')).toBe(6);
  });

  it('call Saturday and Sunday the weekend, and only them', () => {
    expect(['2026-11-21', '2026-11-22'].map(isWeekend)).toEqual([true, true]);
    expect(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'].map(isWeekend)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('formatUkDate', () => {
  it('shows YYYY-MM-DD as DD/MM/YYYY', () => {
    expect(formatUkDate('2026-03-05')).toBe('05/03/2026');
  });

  it('shows the day of a timestamp, ignoring the time', () => {
    expect(formatUkDate('2026-03-05T14:30:00.000Z')).toBe('05/03/2026');
  });
});
