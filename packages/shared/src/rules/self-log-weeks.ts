// A client's self-logged entries by week, every measure side by side (issue 31), from the one
// weekly rule in self-log-week.ts: weeks run Monday to Sunday, UK days.
import { compareIsoDates } from './dates.ts';
import type { SelfLogMeasure } from './self-log.ts';
import { weeklyFigures as weeklyTotals, weekStart } from './self-log-week.ts';

export type SelfLogPoint = { measure: SelfLogMeasure; day: string; value: number };

/**
 * A week's figure for each measure, null where nothing was logged: weight is the week's last entry,
 * active minutes and alcohol units the week's total, cigarettes the average a day over the days logged.
 */
export type WeekFigures = { week: string; entries: number } & Record<SelfLogMeasure, number | null>;

/** Every week with an entry, oldest first. */
export function weeklyFigures(points: readonly SelfLogPoint[]): WeekFigures[] {
  const weeks = new Map<string, WeekFigures>();
  const weekOf = (week: string) => {
    const found = weeks.get(week);
    if (found) return found;
    const empty: WeekFigures = {
      week,
      entries: 0,
      weight: null,
      activity: null,
      alcohol: null,
      smoking: null,
    };
    weeks.set(week, empty);
    return empty;
  };
  const ofMeasure = (measure: SelfLogMeasure) =>
    points.filter((p) => p.measure === measure).sort((a, b) => compareIsoDates(a.day, b.day));
  for (const point of points) weekOf(weekStart(point.day)).entries += 1;
  for (const point of ofMeasure('weight')) weekOf(weekStart(point.day)).weight = point.value;
  for (const { week, total } of weeklyTotals(ofMeasure('activity'))) weekOf(week).activity = total;
  for (const { week, total } of weeklyTotals(ofMeasure('alcohol'))) weekOf(week).alcohol = total;
  for (const { week, perDay } of weeklyTotals(ofMeasure('smoking'))) weekOf(week).smoking = perDay;
  return [...weeks.values()].sort((a, b) => compareIsoDates(a.week, b.week));
}
