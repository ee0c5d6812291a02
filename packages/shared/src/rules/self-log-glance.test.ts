import { describe, expect, it } from 'vitest';
import type { SelfLog, SelfLogEntry } from '../schemas/self-log.ts';
import { selfLogEntryExample } from '../test/self-log-entries.ts';
import { weekAtAGlance } from './self-log-glance.ts';

let id = 0;
const entry = (measure: SelfLogEntry['measure'], day: string, value: number) =>
  selfLogEntryExample(++id, measure, day, value);

const log: SelfLog = {
  measures: ['weight', 'activity', 'alcohol'],
  weight_unit: 'kg',
  today: '2026-11-26', // a Thursday
  first_check: { date: '2026-09-01', weight_kg: 84, activity_minutes: 90, units_week: 20, cigarettes_day: 0 },
  targets: [{ measure: 'activity', value: 150 }],
  entries: [
    entry('weight', '2026-11-10', 83),
    entry('activity', '2026-11-17', 60),
    entry('activity', '2026-11-19', 70),
    entry('weight', '2026-11-24', 81.6),
    entry('activity', '2026-11-25', 20),
  ],
};

describe('this week at a glance', () => {
  it('gives the last entry, this week’s total, the change since the first check and the target', () => {
    const glance = weekAtAGlance(log);
    expect(glance.streak).toBe(3);
    const [weight, activity, alcohol] = glance.measures;
    expect(weight).toMatchObject({ last: { value: 81.6 }, thisWeek: null, target: null });
    expect(weight?.change).toBe('2.4 kg less than at your first check');
    // Last complete week: 130 minutes against 90 at the check; this week so far 20.
    expect(activity).toMatchObject({ thisWeek: { recorded: true, total: 20 }, target: 150 });
    expect(activity?.change).toBe('40 active minutes a week more than at your first check');
    expect(alcohol).toEqual({
      measure: 'alcohol',
      last: null,
      thisWeek: { recorded: false },
      change: null,
      target: null,
    });
  });

  it('says nothing of a change without a first check', () => {
    const glance = weekAtAGlance({ ...log, first_check: null });
    expect(glance.measures.map((m) => m.change)).toEqual([null, null, null]);
  });

  it('tells a week of recorded zeros from a week with nothing recorded', () => {
    const dry = weekAtAGlance({ ...log, entries: [...log.entries, entry('alcohol', '2026-11-24', 0)] });
    expect(dry.measures[2]?.thisWeek).toEqual({ recorded: true, total: 0 });
    const lastWeekOnly = weekAtAGlance({ ...log, entries: [entry('alcohol', '2026-11-20', 6)] });
    expect(lastWeekOnly.measures[2]?.thisWeek).toEqual({ recorded: false });
  });
});
