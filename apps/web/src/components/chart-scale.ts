// Scales for the progress charts: dates along x in proportion to the time between them, values up y
// over a range fitted to the data so a 7 kg change is not a flat line (issue 29).

const DAY_MS = 86_400_000;
const time = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** x for a day, from `left` to `right`, in proportion to the days between the first and the last. */
export function dayScale(days: readonly string[], left: number, right: number) {
  const times = days.map(time);
  const first = Math.min(...times);
  const span = Math.max(...times) - first;
  return (day: string) =>
    span < DAY_MS ? (left + right) / 2 : left + ((time(day) - first) / span) * (right - left);
}

/** A round step for about four gridlines over a range: 1, 2 or 5 times a power of ten. */
function niceStep(range: number): number {
  const rough = range / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].find((m) => m * power >= rough) ?? 10;
  return step * power;
}

/**
 * The value range drawn: from 0 (counts: the size of a bar matters) or fitted around the values
 * (weight: the change matters), widened to round numbers and to at least `minSpan`.
 */
export function valueRange(values: readonly number[], fromZero: boolean, minSpan: number) {
  const high = Math.max(...values, 0);
  const low = fromZero ? 0 : Math.min(...values, high);
  const span = Math.max(high - low, minSpan);
  const step = niceStep(span);
  const pad = (span - (high - low)) / 2 + step / 4;
  const bottom = fromZero ? 0 : Math.max(0, Math.floor((low - pad) / step) * step);
  const top = Math.max(
    Math.ceil((fromZero ? Math.max(high, minSpan) + step / 4 : high + pad) / step) * step,
    bottom + step,
  );
  const ticks: number[] = [];
  for (let v = bottom; v <= top + step / 2; v += step) ticks.push(Math.round(v * 10) / 10);
  return { bottom, top, ticks };
}
