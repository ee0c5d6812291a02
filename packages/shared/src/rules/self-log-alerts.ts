// The two self-logging lists on a coach's My day (issue 31; docs/product.md, "Self-logging"). The SQL
// in apps/api/src/modules/staff-self-log mirrors these rules, and its tests check it against them.
import { addDays, compareIsoDates } from './dates.ts';
import { weekStart } from './self-log-week.ts';
import type { SelfLogPoint } from './self-log-weeks.ts';

/** Days without an entry after which a client who had been logging has stopped. */
export const STOPPED_LOGGING_DAYS = 14;
/** Consecutive weeks, ending with the week of the last entry, that count as having logged weekly. */
export const STOPPED_LOGGING_WEEKS = 3;
/** Weight up this much or more ... */
export const WEIGHT_RISE_KG = 2;
/** ... within this many days ending today. */
export const WEIGHT_RISE_DAYS = 28;
/** Alcohol: the last 14 days' units against the 14 before, up by half or more. */
export const UNITS_PERIOD_DAYS = 14;
export const UNITS_RISE_RATIO = 1.5;

/**
 * Stopped logging: the last entry (of any measure) is STOPPED_LOGGING_DAYS or more before today, and
 * each of the STOPPED_LOGGING_WEEKS weeks ending with the last entry's week has an entry.
 */
export function hasStoppedLogging(days: readonly string[], today: string): boolean {
  const last = [...days].sort().at(-1);
  if (!last || last > addDays(today, -STOPPED_LOGGING_DAYS)) return false;
  const weeks = new Set(days.map(weekStart));
  const lastWeek = weekStart(last);
  return Array.from({ length: STOPPED_LOGGING_WEEKS }, (_, i) => addDays(lastWeek, -7 * i)).every((w) =>
    weeks.has(w),
  );
}

/**
 * Weight moving the wrong way: the latest weight logged in the WEIGHT_RISE_DAYS days ending today less
 * the first logged in them, when that is WEIGHT_RISE_KG or more; otherwise null.
 */
export function weightRise(points: readonly SelfLogPoint[], today: string): number | null {
  const from = addDays(today, 1 - WEIGHT_RISE_DAYS);
  const weights = points
    .filter((p) => p.measure === 'weight' && p.day >= from && p.day <= today)
    .sort((a, b) => compareIsoDates(a.day, b.day));
  const first = weights[0];
  const last = weights.at(-1);
  if (!first || !last) return null;
  const rise = Math.round((last.value - first.value) * 10) / 10;
  return rise >= WEIGHT_RISE_KG ? rise : null;
}

/**
 * Alcohol moving the wrong way: the units logged in the UNITS_PERIOD_DAYS days ending today against
 * those logged in the UNITS_PERIOD_DAYS days before, each as a weekly average (total over two weeks,
 * halved), when both periods have an entry and the later is more and at least half as much again.
 */
export function unitsRise(
  points: readonly SelfLogPoint[],
  today: string,
): { earlier: number; recent: number } | null {
  const recentFrom = addDays(today, 1 - UNITS_PERIOD_DAYS);
  const earlierFrom = addDays(recentFrom, -UNITS_PERIOD_DAYS);
  const alcohol = points.filter((p) => p.measure === 'alcohol' && p.day >= earlierFrom && p.day <= today);
  const recentPoints = alcohol.filter((p) => p.day >= recentFrom);
  const earlierPoints = alcohol.filter((p) => p.day < recentFrom);
  if (!recentPoints.length || !earlierPoints.length) return null;
  const total = (list: SelfLogPoint[]) => list.reduce((sum, p) => sum + p.value, 0);
  const recent = total(recentPoints);
  const earlier = total(earlierPoints);
  if (recent <= earlier || recent < earlier * UNITS_RISE_RATIO) return null;
  const weekly = (units: number) => Math.round((units / (UNITS_PERIOD_DAYS / 7)) * 10) / 10;
  return { earlier: weekly(earlier), recent: weekly(recent) };
}
