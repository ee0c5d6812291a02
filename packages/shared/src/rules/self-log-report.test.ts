import { describe, expect, it } from 'vitest';
import { selfReportedChange } from './self-log-report.ts';

describe('selfReportedChange', () => {
  it('averages the changes and counts who moved the better way', () => {
    expect(selfReportedChange('weight', [-2.4, 1, -0.6])).toEqual({
      measure: 'weight',
      clients: 3,
      mean_change: -0.7,
      share_improved: 0.667,
    });
    expect(selfReportedChange('activity', [30, -10])).toMatchObject({ share_improved: 0.5, mean_change: 10 });
  });

  it('gives nulls over no clients', () => {
    expect(selfReportedChange('smoking', [])).toEqual({
      measure: 'smoking',
      clients: 0,
      mean_change: null,
      share_improved: null,
    });
  });
});
