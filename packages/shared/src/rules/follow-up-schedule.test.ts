import { describe, expect, it } from 'vitest';
import { addMonths, dueFollowUp, followUpSchedule } from './follow-up-schedule.ts';

const FIRST = '2026-01-15';

describe('addMonths', () => {
  it.each([
    ['2026-01-15', 3, '2026-04-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-06-10', 12, '2027-06-10'],
  ])('%s plus %i months is %s', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });
});

describe('followUpSchedule', () => {
  it('has nothing due before three months', () => {
    expect(followUpSchedule(FIRST, [], '2026-04-14').map((m) => m.status)).toEqual([
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(dueFollowUp(FIRST, [], '2026-04-14')).toBeNull();
  });

  it('makes the three-month check due on its date', () => {
    expect(dueFollowUp(FIRST, [], '2026-04-15')).toEqual({
      months: 3,
      due_date: '2026-04-15',
      status: 'due',
    });
  });

  it('counts a check taken up to two weeks early, but not earlier', () => {
    expect(dueFollowUp(FIRST, ['2026-04-01'], '2026-04-20')).toBeNull();
    expect(dueFollowUp(FIRST, ['2026-03-31'], '2026-04-20')?.months).toBe(3);
  });

  it('marks an undone earlier check missed once a later one is due', () => {
    expect(followUpSchedule(FIRST, [], '2026-07-20').map((m) => m.status)).toEqual([
      'missed',
      'due',
      'upcoming',
    ]);
  });

  it('does not let one late check count for two', () => {
    const schedule = followUpSchedule(FIRST, ['2026-07-01'], '2026-07-20');
    expect(schedule.map((m) => m.status)).toEqual(['missed', 'done', 'upcoming']);
  });

  it('is all done after the twelve-month check', () => {
    const schedule = followUpSchedule(FIRST, ['2026-04-16', '2026-07-16', '2027-01-20'], '2027-06-01');
    expect(schedule.map((m) => m.status)).toEqual(['done', 'done', 'done']);
  });
});
