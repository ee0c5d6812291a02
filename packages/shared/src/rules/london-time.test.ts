import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { londonClock, londonDay, londonInstant } from './london-time.ts';

// The maintained implementation the rule is checked against: ICU's time-zone data, through Intl.
const icu = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const icuDayAndClock = (instant: Date) => {
  const p = Object.fromEntries(icu.formatToParts(instant).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
};
const ruleDayAndClock = (instant: Date) => `${londonDay(instant)} ${londonClock(instant)}`;

const YEARS = Array.from({ length: 61 }, (_, i) => 2000 + i);
const QUARTER_HOUR = 15 * 60_000;

describe('London time by the UK rule', () => {
  it('agrees with Intl every quarter of an hour through the weeks the clocks change, 2000 to 2060', () => {
    for (const year of YEARS) {
      for (const from of [`${year}-03-24`, `${year}-10-24`]) {
        const start = Date.parse(`${from}T00:00:00Z`);
        for (let t = start; t < start + 9 * 24 * 3_600_000; t += QUARTER_HOUR) {
          const instant = new Date(t);
          const rule = ruleDayAndClock(instant);
          if (rule !== icuDayAndClock(instant))
            expect(rule, instant.toISOString()).toBe(icuDayAndClock(instant));
        }
      }
    }
  });

  it('agrees with Intl either side of midnight on every day, 2000 to 2060', () => {
    for (let day = '2000-01-01'; day < '2061-01-01'; day = addDays(day, 1)) {
      for (const time of ['T22:59:00Z', 'T23:00:00Z', 'T23:59:00Z']) {
        const instant = new Date(`${day}${time}`);
        const rule = ruleDayAndClock(instant);
        if (rule !== icuDayAndClock(instant))
          expect(rule, instant.toISOString()).toBe(icuDayAndClock(instant));
      }
    }
  });

  it('finds the instant of a service time on either side of each clock change', () => {
    expect(londonInstant('2026-03-28', '09:00').toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(londonInstant('2026-03-29', '09:00').toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(londonInstant('2026-10-24', '18:30').toISOString()).toBe('2026-10-24T17:30:00.000Z');
    expect(londonInstant('2026-10-25', '18:30').toISOString()).toBe('2026-10-25T18:30:00.000Z');
    for (const year of YEARS) {
      for (const day of [`${year}-03-31`, `${year}-10-31`, `${year}-07-01`, `${year}-12-31`]) {
        const instant = londonInstant(day, '09:00');
        expect(icuDayAndClock(instant), day).toBe(`${day} 09:00`);
      }
    }
  });
});
