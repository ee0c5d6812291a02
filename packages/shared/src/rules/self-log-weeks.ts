// A client's self-logged entries by week (issue 31): weeks run Monday to Sunday, UK days.
import { addDays, weekday } from './dates.ts';
import type { SelfLogMeasure } from './self-log.ts';

export type SelfLogPoint = { measure: SelfLogMeasure; day: string; value: number };

/** The Monday of the week a day (YYYY-MM-DD) is in. */
export function weekStart(day: string): string {
  return addDays(day, -((weekday(day) + 6) % 7));
}

/**
 * A week's figure for each measure, null where nothing was logged: weight is the week's last entry,
 * active minutes and alcohol units the week's total, cigarettes the average a day over the days logged.
 */
export type WeekFigures = { week: string; entries: number } & Record<SelfLogMeasure, number | null>;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Every week with an entry, oldest first. */
export function weeklyFigures(points: readonly SelfLogPoint[]): WeekFigures[] {
  const byWeek = new Map<string, SelfLogPoint[]>();
  for (const point of points) {
    const week = weekStart(point.day);
    byWeek.set(week, [...(byWeek.get(week) ?? []), point]);
  }
  return [...byWeek.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([week, inWeek]) => {
      const of = (measure: SelfLogMeasure) =>
        inWeek.filter((p) => p.measure === measure).sort((a, b) => a.day.localeCompare(b.day));
      const total = (measure: SelfLogMeasure) => {
        const list = of(measure);
        return list.length ? round1(list.reduce((sum, p) => sum + p.value, 0)) : null;
      };
      const smoking = of('smoking');
      return {
        week,
        entries: inWeek.length,
        weight: of('weight').at(-1)?.value ?? null,
        activity: total('activity'),
        alcohol: total('alcohol'),
        smoking: smoking.length
          ? round1(smoking.reduce((sum, p) => sum + p.value, 0) / smoking.length)
          : null,
      };
    });
}
