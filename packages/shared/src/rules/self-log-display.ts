// How self-logged entries read to the client (issue 31): the measure's name and a value as entered.
import { kgToStone } from './bmi.ts';
import { addDays } from './dates.ts';
import { dayWithWeekday } from './day-names.ts';
import { SELF_LOG_EDIT_DAYS, type SelfLogMeasure } from './self-log.ts';

export const SELF_LOG_LABELS: Record<SelfLogMeasure, string> = {
  weight: 'Weight',
  activity: 'Active minutes',
  alcohol: 'Alcohol',
  smoking: 'Cigarettes or vapes',
};

type Shown = { measure: SelfLogMeasure; value: number; unit: string; detail: Record<string, number> | null };

/** "82.4 kg", "12 st 13 lb", "45 minutes", "5.5 units", "6 cigarettes", "None". */
export function formatEntryValue(entry: Shown): string {
  const round = Math.round(entry.value * 10) / 10;
  if (entry.measure === 'weight') {
    if (entry.unit !== 'st') return `${round} kg`;
    const stone = entry.detail?.stone ?? kgToStone(entry.value).stone;
    const pounds = entry.detail?.pounds ?? kgToStone(entry.value).pounds;
    return `${stone} st ${pounds} lb`;
  }
  if (entry.measure === 'activity') return `${round} minute${round === 1 ? '' : 's'}`;
  if (entry.measure === 'alcohol')
    return round === 0 ? 'No drinks' : `${round} unit${round === 1 ? '' : 's'}`;
  if (round === 0) return 'None';
  return `${round} ${round === 1 ? entry.unit.replace(/s$/, '') : entry.unit}`;
}

/** The days an entry can be made for, today first: "Today", "Yesterday", then dated weekdays. */
export function recordableDays(today: string): { value: string; label: string }[] {
  return Array.from({ length: SELF_LOG_EDIT_DAYS + 1 }, (_, back) => {
    const day = addDays(today, -back);
    const label = back === 0 ? 'Today' : back === 1 ? 'Yesterday' : dayWithWeekday(day);
    return { value: day, label };
  });
}

/** The coach's weekly target in words: "150 active minutes a week", "10 or fewer a day". */
export function targetWords(measure: SelfLogMeasure, value: number): string {
  if (measure === 'weight') return `${value} kg`;
  if (measure === 'activity') return `at least ${value} active minutes a week`;
  if (measure === 'alcohol') return `no more than ${value} units a week`;
  return `${value} or fewer a day`;
}
