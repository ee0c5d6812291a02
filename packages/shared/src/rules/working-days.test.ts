import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  isBankHoliday,
  isWorkingDay,
  workingDayBefore,
  workingDayOnOrAfter,
} from './working-days.ts';

describe('addWorkingDays', () => {
  it.each([
    ['a Monday', '2026-03-02', '2026-03-04'],
    ['a Thursday, over the weekend', '2026-03-05', '2026-03-09'],
    ['a Friday', '2026-03-06', '2026-03-10'],
    ['a Saturday', '2026-03-07', '2026-03-10'],
    ['a Sunday', '2026-03-08', '2026-03-10'],
  ])('counts two working days from %s', (_, day, expected) => {
    expect(addWorkingDays(day, 2)).toBe(expected);
  });

  it('leaves the day alone for zero days', () => {
    expect(addWorkingDays('2026-03-07', 0)).toBe('2026-03-07');
  });
});

describe('English bank holidays', () => {
  it.each([
    ['Good Friday and Easter Monday', '2026-04-02', '2026-04-08'],
    ['the Spring bank holiday', '2026-05-22', '2026-05-27'],
    ['Christmas, Boxing Day and the substitute Monday', '2026-12-24', '2026-12-30'],
  ])('are not working days: %s', (_, day, expected) => {
    expect(addWorkingDays(day, 2)).toBe(expected);
  });

  it('knows the substitute day and leaves Mother’s Day alone', () => {
    expect(isBankHoliday('2026-12-28')).toBe(true);
    expect(isBankHoliday('2026-03-16')).toBe(false);
    expect(isWorkingDay('2026-03-16')).toBe(true);
  });

  it('finds the working day before a Tuesday after a bank holiday Monday', () => {
    expect(workingDayBefore('2026-09-01')).toBe('2026-08-28');
    expect(workingDayOnOrAfter('2026-08-29')).toBe('2026-09-01');
  });
});
