import { describe, expect, it } from 'vitest';
import { followUpWindowOf } from './follow-up-windows.ts';

describe('followUpWindowOf', () => {
  const first = '2025-01-06';
  it('counts a follow-up from 10 weeks for 3 months, from 22 for 6, from 48 until 65 for 12', () => {
    expect(followUpWindowOf(first, '2025-03-16')).toBeNull(); // 9 weeks 6 days
    expect(followUpWindowOf(first, '2025-03-17')).toBe(3); // 10 weeks
    expect(followUpWindowOf(first, '2025-06-08')).toBe(3); // a day before 22 weeks
    expect(followUpWindowOf(first, '2025-06-09')).toBe(6); // 22 weeks
    expect(followUpWindowOf(first, '2025-12-07')).toBe(6);
    expect(followUpWindowOf(first, '2025-12-08')).toBe(12); // 48 weeks
    expect(followUpWindowOf(first, '2026-04-05')).toBe(12);
    expect(followUpWindowOf(first, '2026-04-06')).toBeNull(); // 65 weeks
  });
});
