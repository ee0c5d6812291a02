import { DAYS, type Day, TIME_LABELS, TIMES, type TimeOfDay } from '@coaching/shared/constants';
import { weekday } from '@coaching/shared/rules/dates';
import type { TimeslotsView } from '@coaching/shared/schemas/sessions';

export type Slot = { day: string; time: TimeOfDay };
export type WeeklySlot = { day: Day; time: TimeOfDay };

/** A coach's slot is free when their weekly availability has it and no upcoming session holds it. */
export function isFreeSlot(slot: Slot, weekly: readonly WeeklySlot[], booked: readonly Slot[]): boolean {
  const name = DAYS[weekday(slot.day) - 1];
  return (
    weekly.some((w) => w.day === name && w.time === slot.time) &&
    !booked.some((b) => b.day === slot.day && b.time === slot.time)
  );
}

/** The free times of each day as labels, keyed by day; days with no free time are left out. */
export function freeSlots(
  days: readonly string[],
  weekly: readonly WeeklySlot[],
  booked: readonly Slot[],
): TimeslotsView {
  const result: TimeslotsView = { dates: [], times: {} };
  for (const day of days) {
    const free = TIMES.filter((time) => isFreeSlot({ day, time }, weekly, booked));
    if (free.length === 0) continue;
    result.dates.push(day);
    result.times[day] = free.map((time) => TIME_LABELS[time]);
  }
  return result;
}
