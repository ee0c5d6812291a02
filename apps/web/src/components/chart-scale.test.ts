import { describe, expect, it } from 'vitest';
import { dayScale, valueRange } from './chart-scale.ts';

describe('chart scales', () => {
  it('puts days along x in proportion to the time between them', () => {
    const x = dayScale(['2026-01-01', '2026-01-11', '2026-01-31'], 40, 340);
    expect(x('2026-01-01')).toBe(40);
    expect(x('2026-01-11')).toBe(140);
    expect(x('2026-01-31')).toBe(340);
    expect(dayScale(['2026-01-01'], 40, 340)('2026-01-01')).toBe(190);
  });

  it('fits a weight range round the values, so a 7 kg change fills most of the height', () => {
    const { bottom, top, ticks } = valueRange([84, 77], false, 4);
    expect(bottom).toBeLessThanOrEqual(77);
    expect(top).toBeGreaterThanOrEqual(84);
    expect((84 - 77) / (top - bottom)).toBeGreaterThan(0.5);
    expect(ticks[0]).toBe(bottom);
  });

  it('starts counts at 0 and covers the guideline', () => {
    const { bottom, top } = valueRange([60, 90, 150], true, 1);
    expect(bottom).toBe(0);
    expect(top).toBeGreaterThanOrEqual(150);
    expect(valueRange([0, 0], true, 5).top).toBeGreaterThanOrEqual(5);
  });
});
