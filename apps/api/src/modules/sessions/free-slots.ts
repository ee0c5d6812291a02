import { TIME_LABELS, TIMES, type TimeOfDay } from '@coaching/shared/constants';
import { hasRoom, type WeeklyBand } from '@coaching/shared/rules/diary';
import { weeklyBandOf } from '@coaching/shared/rules/session-days';
import type { TimeslotsView } from '@coaching/shared/schemas/sessions';

export type Slot = { day: string; time: TimeOfDay };

/**
 * A client may take a slot when the band is in their coach's weekly pattern and holds fewer upcoming
 * sessions than the calls the coach set for it: the room rule staff booking uses (rules/diary.ts).
 */
export function isFreeSlot(slot: Slot, weekly: readonly WeeklyBand[], booked: readonly Slot[]): boolean {
  const band = weeklyBandOf(weekly, slot);
  const taken = booked.filter((b) => b.day === slot.day && b.time === slot.time).length;
  return band !== undefined && hasRoom(band.capacity, taken);
}

/**
 * The free times of each day as labels, keyed by day; days with no free time are left out, and so
 * are the bands where the client already has another session (`own`: one per band, issue 29).
 */
export function freeSlots(
  days: readonly string[],
  weekly: readonly WeeklyBand[],
  booked: readonly Slot[],
  own: readonly Slot[] = [],
): TimeslotsView {
  const result: TimeslotsView = { dates: [], times: {} };
  const ownBand = (day: string, time: TimeOfDay) => own.some((o) => o.day === day && o.time === time);
  for (const day of days) {
    const free = TIMES.filter((time) => !ownBand(day, time) && isFreeSlot({ day, time }, weekly, booked));
    if (free.length === 0) continue;
    result.dates.push(day);
    result.times[day] = free.map((time) => TIME_LABELS[time]);
  }
  return result;
}
