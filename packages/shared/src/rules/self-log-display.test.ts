import { describe, expect, it } from 'vitest';
import { formatEntryValue, recordableDays } from './self-log-display.ts';

describe('self-log display', () => {
  it('shows a value as it was entered', () => {
    expect(formatEntryValue({ measure: 'weight', value: 82.44, unit: 'kg', detail: null })).toBe('82.4 kg');
    expect(
      formatEntryValue({ measure: 'weight', value: 82.1, unit: 'st', detail: { stone: 12, pounds: 13 } }),
    ).toBe('12 st 13 lb');
    expect(formatEntryValue({ measure: 'activity', value: 45, unit: 'minutes', detail: null })).toBe(
      '45 minutes',
    );
    expect(formatEntryValue({ measure: 'alcohol', value: 5.5, unit: 'units', detail: { pint: 2 } })).toBe(
      '5.5 units',
    );
    expect(formatEntryValue({ measure: 'alcohol', value: 0, unit: 'units', detail: {} })).toBe('No drinks');
    expect(formatEntryValue({ measure: 'smoking', value: 0, unit: 'cigarettes', detail: null })).toBe('None');
    expect(formatEntryValue({ measure: 'smoking', value: 1, unit: 'vapes', detail: null })).toBe('1 vape');
    expect(formatEntryValue({ measure: 'smoking', value: 6, unit: 'cigarettes', detail: null })).toBe(
      '6 cigarettes',
    );
  });

  it('offers today and the 7 days before', () => {
    const days = recordableDays('2026-11-27');
    expect(days).toHaveLength(8);
    expect(days.slice(0, 3)).toEqual([
      { value: '2026-11-27', label: 'Today' },
      { value: '2026-11-26', label: 'Yesterday' },
      { value: '2026-11-25', label: 'Wednesday 25/11/2026' },
    ]);
  });
});
