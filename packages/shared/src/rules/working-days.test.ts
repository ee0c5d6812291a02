import { describe, expect, it } from 'vitest';
import { addWorkingDays } from './working-days.ts';

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
