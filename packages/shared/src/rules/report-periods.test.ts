import { describe, expect, it } from 'vitest';
import { reportPeriods } from './report-periods.ts';

const periods = (today: string) => reportPeriods(today).map(({ from, to }) => [from, to]);

describe('reportPeriods', () => {
  it('gives the last month, the last financial quarter, the financial year so far and the last one', () => {
    expect(periods('2026-11-28')).toEqual([
      ['2026-10-01', '2026-10-31'],
      ['2026-07-01', '2026-09-30'],
      ['2026-04-01', '2026-11-28'],
      ['2025-04-01', '2026-03-31'],
    ]);
  });

  it('crosses the calendar year in January, and the financial year in April', () => {
    expect(periods('2027-01-05')).toEqual([
      ['2026-12-01', '2026-12-31'],
      ['2026-10-01', '2026-12-31'],
      ['2026-04-01', '2027-01-05'],
      ['2025-04-01', '2026-03-31'],
    ]);
    expect(periods('2027-04-01')).toEqual([
      ['2027-03-01', '2027-03-31'],
      ['2027-01-01', '2027-03-31'],
      ['2027-04-01', '2027-04-01'],
      ['2026-04-01', '2027-03-31'],
    ]);
    expect(periods('2027-03-31')[0], 'February of a common year').toEqual(['2027-02-01', '2027-02-28']);
    expect(periods('2028-03-01')[0], 'and of a leap year').toEqual(['2028-02-01', '2028-02-29']);
  });

  it('names each period with its dates', () => {
    expect(reportPeriods('2026-11-28')[1]?.label).toBe('Last quarter: 01/07/2026 to 30/09/2026');
  });
});
