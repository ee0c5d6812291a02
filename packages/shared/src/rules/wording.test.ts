import { describe, expect, it } from 'vitest';
import { duration, hoursAndMinutes, plural, yearsAndMonths } from './wording.ts';

describe('numbers in words', () => {
  it('uses the singular for exactly one', () => {
    expect(plural(1, 'cheeseburger')).toBe('1 cheeseburger');
    expect(plural(2.8, 'cheeseburger')).toBe('2.8 cheeseburgers');
    expect(plural(0, 'month')).toBe('0 months');
  });

  it('leaves out a part that is zero and never says "1 hours 0 minutes"', () => {
    expect(hoursAndMinutes(1, 0)).toBe('1 hour');
    expect(hoursAndMinutes(2, 1)).toBe('2 hours and 1 minute');
    expect(hoursAndMinutes(0, 45)).toBe('45 minutes');
    expect(hoursAndMinutes(0, 0)).toBe('no time');
    expect(duration(90)).toBe('1 hour and 30 minutes');
  });

  it('says "1 year and 6 months", not "1 years 6 months"', () => {
    expect(yearsAndMonths(1, 6)).toBe('1 year and 6 months');
    expect(yearsAndMonths(0, 3)).toBe('3 months');
    expect(yearsAndMonths(0, 0)).toBe('less than a month');
  });
});
