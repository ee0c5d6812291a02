// The dashboard's "this week at a glance" (issue 31): per measure the last entry, this week's total,
// the change since the first check in words and the coach's target; and the streak of weeks logged.
import type { SelfLog, SelfLogEntry } from '../schemas/self-log.ts';
import type { SelfLogMeasure } from './self-log.ts';
import { changeSinceFirstCheck, weekStart, weekStreak } from './self-log-week.ts';
import { roundTo1 } from './units.ts';

export type MeasureGlance = {
  measure: SelfLogMeasure;
  last: SelfLogEntry | null;
  /**
   * For the weekly measures, this week's entries (Monday to today): their total, or none recorded, which
   * a total of 0 would not tell apart from a week of recorded zeros (no drinks); null for the others.
   */
  thisWeek: { recorded: true; total: number } | { recorded: false } | null;
  change: string | null;
  target: number | null;
};

const FIRST_CHECK: Record<SelfLogMeasure, (check: NonNullable<SelfLog['first_check']>) => number | null> = {
  weight: (c) => c.weight_kg,
  activity: (c) => c.activity_minutes,
  alcohol: (c) => c.units_week,
  smoking: (c) => c.cigarettes_day,
};

/**
 * Weight and cigarettes compare the last entry with the first check. Activity and units compare the
 * last complete week logged (a week half done would read as a fall), so they say nothing until one.
 */
function change(log: SelfLog, measure: SelfLogMeasure, mine: readonly SelfLogEntry[]): string | null {
  const first = log.first_check ? FIRST_CHECK[measure](log.first_check) : null;
  const last = mine.at(-1);
  if (first === null || !last) return null;
  if (measure === 'weight' || measure === 'smoking') return changeSinceFirstCheck(measure, first, last.value);
  const thisWeek = weekStart(log.today);
  const done = mine.filter((e) => weekStart(e.day) < thisWeek);
  const lastWeek = done.at(-1);
  if (!lastWeek) return null;
  const week = weekStart(lastWeek.day);
  const total = done.filter((e) => weekStart(e.day) === week).reduce((sum, e) => sum + e.value, 0);
  return changeSinceFirstCheck(measure, first, total);
}

export function weekAtAGlance(log: SelfLog): { streak: number; measures: MeasureGlance[] } {
  const thisWeek = weekStart(log.today);
  return {
    streak: weekStreak(
      log.entries.map((e) => e.day),
      log.today,
    ),
    measures: log.measures.map((measure) => {
      const mine = log.entries.filter((e) => e.measure === measure);
      const weekly = measure === 'activity' || measure === 'alcohol';
      const week = mine.filter((e) => e.day >= thisWeek);
      return {
        measure,
        last: mine.at(-1) ?? null,
        thisWeek: !weekly
          ? null
          : week.length
            ? { recorded: true as const, total: roundTo1(week.reduce((sum, e) => sum + e.value, 0)) }
            : { recorded: false as const },
        change: change(log, measure, mine),
        target: log.targets.find((t) => t.measure === measure)?.value ?? null,
      };
    }),
  };
}
