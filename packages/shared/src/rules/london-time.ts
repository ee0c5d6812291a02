const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Minutes London is ahead of UTC at an instant: 0 in winter (GMT), 60 in summer (BST). */
function londonOffsetMinutes(instant: number): number {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
  );
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a London wall-clock time happens on a day (YYYY-MM-DD, HH:MM). Service times are in
 * the day (09:00 to 18:30), never in the hour the clocks skip or repeat at 01:00-02:00.
 */
export function londonInstant(day: string, time: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  return new Date(wall - londonOffsetMinutes(wall) * 60_000);
}

/** HH:MM in London at an instant. */
export function londonClock(instant: Date): string {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
  return `${p.hour}:${p.minute}`;
}
