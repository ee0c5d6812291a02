import { PHONE_LINE_HOURS } from '../constants.ts';
import { todayIso, weekday } from './dates.ts';
import { WEEKDAY_NAMES } from './day-names.ts';
import { londonClock } from './london-time.ts';

const FIRST = WEEKDAY_NAMES.indexOf(PHONE_LINE_HOURS.firstDay);
const LAST = WEEKDAY_NAMES.indexOf(PHONE_LINE_HOURS.lastDay);

/** Whether the free phone line is open at an instant, by the London clock (PHONE_LINE_HOURS). */
export function phoneLinesOpenAt(now: Date): boolean {
  const day = weekday(todayIso(now));
  const clock = londonClock(now);
  return day >= FIRST && day <= LAST && clock >= PHONE_LINE_HOURS.opens && clock < PHONE_LINE_HOURS.closes;
}
